import type { VoucherPdfSize } from '@stepup/contracts';
import { printableVoucherText, walletShowsCode } from '@stepup/domain';
import sharp from 'sharp';
import { AppError } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import type { FileStorage } from '../../providers/storage/file-storage';
import { storageKeyOf } from '../../providers/storage/file-storage';
import { getSiteSettings } from '../content/service';
import { findCustomerVoucher, findPrintableVoucher, findUsablePlaces } from './repository';
import type { PrintableVoucherRow } from './repository';
import { renderVoucherPdf } from './voucher-pdf';

const minute = 60_000;

/** Making a PDF costs the server a few milliseconds of work: enough for a person, not a script. */
export const printRules = {
  perCustomer: { name: 'voucher-pdf:customer', limit: 30, windowMs: 10 * minute },
};

/**
 * One of the signed-in customer's vouchers as a printable PDF. Who may call: the customer who
 * bought it (a visitor 401, a business account 403), and only while the wallet shows its code
 * (unused, not cancelled, not a gift they sent: the recipient holds that one). Any other voucher
 * is 'not found', so its existence is not given away.
 */
export async function printVoucher(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  size: VoucherPdfSize,
): Promise<{ pdf: Buffer; fileName: string }> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(printRules.perCustomer, customer.user.id);
  const row = await findCustomerVoucher(ctx.db, customer.user.id, voucherId);
  const printable =
    row !== null &&
    walletShowsCode({
      cancelled: row.cancelledAt !== null,
      buyFor: row.buyFor,
      used: row.usedAt !== null,
      paymentDate: row.paymentDate,
    });
  if (!row || !printable) throw new AppError('not_found', printableVoucherText.notPrintable);
  return renderPrintableVoucher(ctx, actor, row, size);
}

/**
 * The PDF of a voucher its caller may print (checked by the caller: the wallet's owner, or a
 * gift's page by its link, ADR 055), and its file name.
 */
export async function renderPrintableVoucher(
  ctx: AppContext,
  actor: Actor,
  row: PrintableVoucherRow,
  size: VoucherPdfSize,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [sites, picture, site] = await Promise.all([
    findUsablePlaces(ctx.db, row.companyId, row.campaignId),
    designPicture(ctx.storage, row.campaignPictureUrl),
    getSiteSettings(ctx, actor),
  ]);
  const places =
    sites.length > 0
      ? sites
      : row.companyAddress
        ? [{ name: row.companyName, address: row.companyAddress }]
        : [];
  const pdf = await renderVoucherPdf(
    {
      code: row.code,
      campaignName: row.campaignName,
      companyName: row.companyName,
      faceValuePence: row.faceValuePence,
      expiresAt: row.expiresAt,
      places,
      picture,
      siteName: site.siteName,
      siteUrl: site.webUrl,
    },
    size,
  );
  return { pdf, fileName: `${slug(row.campaignName)}-voucher-${size}.pdf` };
}

/**
 * The gift design's picture as PNG for the PDF (pdfkit reads PNG and JPEG; uploads are WebP),
 * at most 1,200 pixels wide; null when there is none or it cannot be read (the PDF then has a
 * plain band instead).
 */
async function designPicture(storage: FileStorage, url: string | null): Promise<Buffer | null> {
  const key = url ? storageKeyOf(storage, url) : null;
  if (!key) return null;
  const bytes = await storage.get(key).catch(() => null);
  if (!bytes) return null;
  return sharp(bytes)
    .resize({ width: 1200, withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => null);
}

/** A file name from the campaign's name: letters and digits, dashes between words. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'voucher';

/** Where a campaign's vouchers can be used (the printed voucher's "Use it at"). */
export const usablePlaces = findUsablePlaces;

/**
 * A voucher's PDF by its id, for a caller that decided access itself (a gift's page, by its link,
 * ADR 055), with the design's picture it shows; 404 when there is no such voucher.
 */
export async function printVoucherById(
  ctx: AppContext,
  actor: Actor,
  voucherId: string,
  size: VoucherPdfSize,
  pictureUrl: string | null,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findPrintableVoucher(ctx.db, voucherId);
  if (!row) throw new AppError('not_found', printableVoucherText.notPrintable);
  return renderPrintableVoucher(ctx, actor, { ...row, campaignPictureUrl: pictureUrl }, size);
}
