/** Company facts shown in the footer (spec §1: a registered company in England and Wales, London). */
export const contactEmail = import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@stepupvouchers.co.uk';

export const postalAddress = ['71-75 Shelton Street', 'Covent Garden', 'London', 'WC2H 9JQ'];
