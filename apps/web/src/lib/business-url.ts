/**
 * An address on the business site. Its origin comes from VITE_BUSINESS_URL at build time, else
 * the customer site's own hostname on port 3001 (the embedded default of `npm start`).
 */
export function businessUrl(path = '/'): string {
  const configured = import.meta.env.VITE_BUSINESS_URL;
  const origin = configured
    ? configured.replace(/\/+$/, '')
    : `${window.location.protocol}//${window.location.hostname}:3001`;
  return `${origin}${path}`;
}
