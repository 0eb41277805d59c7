import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatPounds, printableVoucherText as text, ukDate } from '@stepup/domain';

/** The two printable sizes: a whole A4 page, and an A6 card (105 × 148 mm) to put in an envelope. */
export const PRINT_SIZES = ['a4', 'card'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];

/** What a printed voucher shows. */
export interface PrintableVoucher {
  code: string;
  campaignName: string;
  companyName: string;
  faceValuePence: number;
  expiresAt: Date;
  /** Where it can be used: the campaign's sites, else the company's, else its address. */
  places: { name: string; address: string }[];
  /** The design's picture as PNG or JPEG bytes (the campaign's own image), or null for none. */
  picture: Buffer | null;
  siteName: string;
  siteUrl: string;
}

/** Points (1/72 inch). A4 is 595 × 842; A6 is 298 × 420. */
const PAGES: Record<PrintSize, { size: string; margin: number; scale: number }> = {
  a4: { size: 'A4', margin: 48, scale: 1 },
  card: { size: 'A6', margin: 20, scale: 0.55 },
};

const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#0f766e';

/**
 * The voucher as a printable PDF (pdfkit, ADR 054): the design's picture, the campaign and
 * business, the value, the code in large type and as a QR code drawn as vector squares (sharp at
 * any printer's resolution), the expiry in UK time, where to use it and how. The text is real
 * text (standard PDF fonts), so it can be searched, copied and read aloud.
 */
export function renderVoucherPdf(voucher: PrintableVoucher, size: PrintSize): Promise<Buffer> {
  const page = PAGES[size];
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    info: { Title: text.title(voucher.campaignName), Author: voucher.siteName },
    lang: 'en-GB',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = (points: number) => points * page.scale;
  const left = page.margin;
  const width = doc.page.width - page.margin * 2;
  let y = page.margin;

  if (voucher.picture) {
    const height = Math.round(width / 2);
    doc.save().roundedRect(left, y, width, height, s(12)).clip();
    doc.image(voucher.picture, left, y, {
      cover: [width, height],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
    y += height + s(20);
  } else {
    doc.rect(left, y, width, s(8)).fill(BRAND);
    y += s(24);
  }

  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(s(14))
    .text(voucher.companyName, left, y, { width });
  y = doc.y + s(4);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(s(26))
    .text(voucher.campaignName, left, y, { width });
  y = doc.y + s(8);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(s(20))
    .text(text.value(formatPounds(voucher.faceValuePence)), left, y, { width });
  y = doc.y + s(18);

  // The code beside its QR code.
  const qrSize = s(150);
  const codeWidth = width - qrSize - s(16);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(s(12))
    .text(text.codeLabel, left, y, { width: codeWidth });
  doc
    .fillColor(INK)
    .font('Courier-Bold')
    .fontSize(s(32))
    .text(voucher.code, left, doc.y + s(4), { width: codeWidth });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(s(13))
    .text(text.expires(ukDate(voucher.expiresAt)), left, doc.y + s(10), { width: codeWidth });
  drawQrCode(doc, voucher.code, left + width - qrSize, y, qrSize);
  y = Math.max(doc.y, y + qrSize) + s(20);

  if (voucher.places.length > 0) {
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(s(13))
      .text(text.useItAt, left, y, { width });
    doc.font('Helvetica').fontSize(s(12)).fillColor(MUTED);
    for (const place of voucher.places.slice(0, 6)) {
      doc.text(place.address ? `${place.name}: ${place.address}` : place.name, { width });
    }
    y = doc.y + s(14);
  }
  doc.fillColor(MUTED).font('Helvetica').fontSize(s(11)).text(text.howToRedeem, left, y, { width });
  doc
    .fillColor(BRAND)
    .fontSize(s(11))
    .text(`${voucher.siteName} · ${voucher.siteUrl}`, left, doc.page.height - page.margin - s(14), {
      width,
      lineBreak: false,
    });
  doc.end();
  return done;
}

/** The code as a QR code (error correction M, as the wallet's), one filled square per dark module. */
function drawQrCode(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
}
