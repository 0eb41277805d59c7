// The API's own request headers. A module without schemas, so the browser's client can use them
// without bringing zod and the schemas into the page's first load (ADR 047).

/**
 * An offer's key: a random secret emailed to the buyer (and answered once to the browser that
 * made the offer), which lets a guest, or a customer following an email link, act on that one
 * offer. Sent in this header, never in a URL the server sees (the emailed link carries it in the
 * fragment, which browsers do not send).
 */
export const CUSTOM_OFFER_KEY_HEADER = 'x-custom-offer-key';

/**
 * A guest proves the payment is theirs with its client secret, sent in this header: never in the
 * query string, since URLs are logged by servers and proxies and kept in browser history, and
 * the secret alone reveals a guest's voucher code.
 */
export const PAYMENT_CLIENT_SECRET_HEADER = 'x-payment-client-secret';
