import { describe, expect, it } from 'vitest';
import { qrTableHtml } from './layout';
import { giftDeliveryMessage } from './purchase-emails';

// A gift's design picture and QR code in the recipient's email (docs/product.md#gift-designs).

const facts = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  pricePaidPence: 4250,
  discount: 15,
  step: 2,
  expiresAt: new Date('2027-03-31T12:00:00Z'),
  recipientName: 'Alex',
  senderName: 'Sam',
  message: 'Happy birthday!',
  code: '7KQ2-M9XD-4T',
  campaignUrl: 'https://www.example.test/campaign/c1',
};

describe('the gift email with a design', () => {
  it('shows the picture above the greeting and the code as a QR table under it', () => {
    const dark = Array.from({ length: 9 }, (_, i) => i % 2 === 0);
    const mail = giftDeliveryMessage(
      { siteName: 'StepUp Vouchers' },
      {
        ...facts,
        picture: { url: 'https://www.example.test/files/balloons.webp', alt: 'Gift card "x"' },
        qr: { size: 3, dark },
      },
    );
    const picture = mail.html.indexOf('<img src="https://www.example.test/files/balloons.webp"');
    expect(picture).toBeGreaterThan(0);
    expect(mail.html).toContain('alt="Gift card &quot;x&quot;"');
    expect(picture).toBeLessThan(mail.html.indexOf('Hello Alex,'));
    expect(mail.html).toContain('aria-label="QR code of 7KQ2-M9XD-4T"');
    expect(mail.text).toContain('Your voucher code: 7KQ2-M9XD-4T');
  });

  it('leaves both out when there is none', () => {
    const mail = giftDeliveryMessage({ siteName: 'StepUp Vouchers' }, facts);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('QR code of');
  });

  it('draws runs of one colour as one cell, a row per module row', () => {
    const html = qrTableHtml(
      { size: 4, dark: [1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1] },
      'QR',
    );
    expect(html.match(/<tr>/g)).toHaveLength(1 + 4 * 2);
    // Rows: 2 cells, 1 cell, 4 cells, 1 cell.
    expect(html.match(/<td width/g)).toHaveLength(8);
    expect(html).toContain('<td width="16"');
  });

  it('gives back the very matrix it was given, row by row, each row the code’s full width', () => {
    const size = 21;
    const dark = Array.from({ length: size * size }, (_, i) => (i * 7919) % 3 === 0);
    const html = qrTableHtml({ size, dark }, 'QR', 4);
    const rows = [...html.matchAll(/<table role="presentation"[^>]*><tr>(.*?)<\/tr><\/table>/g)];
    expect(rows).toHaveLength(size);
    const read = rows.flatMap(([, cells]) =>
      [...cells!.matchAll(/<td width="(\d+)"[^>]*bgcolor="(#[0-9a-f]{6})"/g)].flatMap(
        ([, width, colour]) =>
          Array.from({ length: Number(width) / 4 }, () => colour === '#000000'),
      ),
    );
    expect(read).toEqual(dark);
  });
});
