import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderVoucherPdf } from './voucher-pdf';
import type { PrintableVoucher } from './voucher-pdf';

async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const page = await document.getPage(1);
  const [, , width, height] = page.view;
  return { text: text.replace(/\s+/g, ' '), pages: document.numPages, width, height };
}

const voucher = (picture: Buffer | null): PrintableVoucher => ({
  code: 'BRUNCH-7Q4K2M',
  campaignName: 'Brunch Club',
  companyName: 'The Copper Kettle Café',
  faceValuePence: 2500,
  // 23:30 UTC on 31 March 2027 is already 1 April in the UK (BST).
  expiresAt: new Date('2027-03-31T23:30:00Z'),
  places: [{ name: 'Copper Kettle, Bath', address: '3 Abbey Green, Bath BA1 1NW' }],
  picture,
  siteName: 'StepUp Vouchers',
  siteUrl: 'https://vouchers.example',
});

describe('renderVoucherPdf', () => {
  it('prints the code, value, expiry in UK time, business and where to use it, as real text', async () => {
    const picture = await sharp({
      create: { width: 540, height: 270, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const pdf = await renderVoucherPdf(voucher(picture), 'a4');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages, width, height } = await textOf(pdf);
    expect(pages).toBe(1);
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
    for (const expected of [
      'BRUNCH-7Q4K2M',
      '£25.00 voucher',
      'Expires 1 April 2027',
      'Brunch Club',
      'The Copper Kettle Café',
      'Copper Kettle, Bath: 3 Abbey Green, Bath BA1 1NW',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the card size on one A6 page, with no picture as well', async () => {
    const pdf = await renderVoucherPdf(voucher(null), 'card');
    const { text, pages, width, height } = await textOf(pdf);
    expect(pages).toBe(1);
    expect([Math.round(width!), Math.round(height!)]).toEqual([298, 420]);
    expect(text).toContain('BRUNCH-7Q4K2M');
    expect(text).toContain('Expires 1 April 2027');
  });
});
