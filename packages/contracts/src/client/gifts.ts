import type {
  buyerGiftSchema,
  GiftChangeRequest,
  giftPageSchema,
  GiftResendRequest,
} from '../gifts';
import type { VoucherPdfSize } from './wallet';
import type { Transport } from './http';
import { json } from './http';

const giftPath = (voucherId: string) => `/wallet/vouchers/${encodeURIComponent(voucherId)}/gift`;

/** A gift's own page (anyone with its link) and its buyer's changes (ADR 055). */
export function giftsApi({ request, post }: Transport) {
  return {
    /** The recipient's page: the link's token is the only credential. */
    page: (token: string) => request<typeof giftPageSchema>(`/gifts/${encodeURIComponent(token)}`),
    /** Where the recipient's browser downloads the gift as a PDF (a plain link). */
    pdfPath: (token: string, size: VoucherPdfSize) =>
      `/api/gifts/${encodeURIComponent(token)}/pdf?size=${size}`,
    /** One gift the signed-in customer bought. */
    buyerGift: (voucherId: string) => request<typeof buyerGiftSchema>(giftPath(voucherId)),
    change: (voucherId: string, body: GiftChangeRequest) =>
      request<typeof buyerGiftSchema>(giftPath(voucherId), json('PUT', body)),
    sendNow: (voucherId: string) =>
      post<typeof buyerGiftSchema>(`${giftPath(voucherId)}/send-now`, {}),
    resend: (voucherId: string, body: GiftResendRequest) =>
      post<typeof buyerGiftSchema>(`${giftPath(voucherId)}/resend`, body),
  };
}
