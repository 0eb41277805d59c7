/** Where a custom offer's buyer lands once the card is saved (docs/product.md#custom-offers). */
export function offerRequestSentPath(campaignId: string): string {
  return `/payment-request-success/${encodeURIComponent(campaignId)}`;
}

/** An offer's own page (the emailed link adds the key in the fragment, which stays in the browser). */
export function offerPath(offerId: string): string {
  return `/offers/${encodeURIComponent(offerId)}`;
}

/** My offers: the tab of My Vouchers & Account that lists the signed-in customer's offers. */
export const MY_OFFERS_TAB = 6;
export const MY_OFFERS_PATH = `/for-me?tab=${MY_OFFERS_TAB}`;
