/**
 * An address on the customer site. Its origin comes from VITE_CUSTOMER_URL at build time, else
 * the business site's own hostname on port 3000 (the embedded default of `npm start`).
 */
export function customerUrl(path = '/'): string {
  const configured = import.meta.env.VITE_CUSTOMER_URL;
  const origin = configured
    ? configured.replace(/\/+$/, '')
    : `${window.location.protocol}//${window.location.hostname}:3000`;
  return `${origin}${path}`;
}
