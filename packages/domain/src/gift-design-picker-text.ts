// The campaign page's gift design picker and preview (docs/product.md#gift-designs). Kept apart
// from messages.ts, whose texts the customer site's first load carries (one shared chunk): these
// reach the browser only with the gift form's lazy chunk (ADR 047, ADR 056).

/** The buyer's picker and the recipient's preview on the campaign page's gift form. */
export const GIFT_DESIGN_PICKER_TEXT = {
  legend: 'Gift design',
  hint: 'The picture your recipient sees with the gift.',
  all: 'All',
  filterLabel: 'Show designs for',
  campaignImage: "The campaign's own image",
  loading: 'Loading the designs…',
  previewTitle: 'What your recipient gets',
  previewFrom: (sender: string) => `A gift from ${sender}`,
  previewTo: (name: string) => `For ${name}`,
  previewNoMessage: 'Your message will appear here.',
  previewValue: 'Voucher value',
  previewBusiness: 'Business',
  previewCode: 'Your voucher code',
  previewCodeSample: 'Sent with the gift',
  previewRedeem:
    "To redeem it, enter the code at the business's online checkout or show it (or its QR code) at the till.",
} as const;
