/**
 * A shop's API refused or failed a request. The message names the call and the shop's answer
 * (status and its error code), never a key, a secret or a signed URL.
 */
export class ShopRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The shop refused our credentials (401/403): a new key is needed, a retry will not help. */
    readonly unauthorised = status === 401 || status === 403,
  ) {
    super(message);
    this.name = 'ShopRequestError';
  }
}
