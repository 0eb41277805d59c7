// The figures the marketplace states about itself (docs/product.md#content-and-marketing-pages),
// written once: the business page and About Us both show them from here, so they cannot disagree.

/** How many businesses sell with us, as the marketing pages state it. */
export const BUSINESSES_FIGURE = '230+';

/** Fees a business pays on standard vouchers. */
export const FEES_FIGURE = '0%';
