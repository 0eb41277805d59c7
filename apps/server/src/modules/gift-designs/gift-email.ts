import QRCode from 'qrcode';
import type { QrMatrix } from '@stepup/email';
import type { Database, Transaction } from '@stepup/db';
import { findGiftPictures } from './repository';

// What the gift's email to its recipient adds to the words (docs/product.md#gift-designs, ADR
// 056): the chosen design's picture (or the campaign's own image) at an absolute address, and
// the code as a QR code drawn by the email itself.

/** The code's QR modules (error correction M, as the wallet's and the printed voucher's). */
export function voucherQr(code: string): QrMatrix {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: modules.data };
}

/** A stored file's address as an email needs it: /files/… on the customer site, else as stored. */
const absolute = (url: string, webUrl: string) =>
  /^https?:\/\//.test(url)
    ? url
    : `${webUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

/** Per gift, in order: its picture and QR code for giftDeliveryMessage. */
export async function giftEmailExtras(
  db: Database | Transaction,
  gifts: { code: string; giftDesignId: string | null; campaignId: string }[],
  { webUrl, alt }: { webUrl: string; alt: (index: number) => string },
) {
  const pictures = await findGiftPictures(db, gifts);
  return gifts.map((gift, index) => {
    const url = pictures[index];
    return {
      picture: url ? { url: absolute(url, webUrl), alt: alt(index) } : null,
      qr: voucherQr(gift.code),
    };
  });
}
