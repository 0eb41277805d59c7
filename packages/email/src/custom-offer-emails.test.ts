import { describe, expect, it } from 'vitest';
import {
  customOfferCounteredMessage,
  customOfferDeclinedMessage,
  customOfferExpiredMessage,
  customOfferFailedMessage,
  customOfferNeedsPaymentMessage,
  customOfferReceivedMessage,
  customOfferReminderMessage,
} from './custom-offer-emails';

const brand = { siteName: 'StepUp Vouchers' };
const offer = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 8000,
  discount: 30,
  totalPence: 5600,
};
// 10:00 UTC on 26 November is 10:00 in London (GMT).
const expiresAt = new Date('2026-11-27T10:00:00Z');

describe('custom offer emails', () => {
  it("tells the company the customer's first name, the offer, the deadline and the inbox", () => {
    const mail = customOfferReceivedMessage(brand, {
      ...offer,
      customerFirstName: 'Sam',
      expiresAt,
      inboxUrl: 'https://business.example.test/offers',
    });
    expect(mail.subject).toBe('New offer on Coffee Club: £80.00 at 30% off (£56.00)');
    expect(mail.text).toContain('Sam has offered to buy a £80.00 voucher');
    expect(mail.text).toContain('Open your offers: https://business.example.test/offers');
    const reminder = customOfferReminderMessage(brand, {
      ...offer,
      customerFirstName: 'Sam',
      expiresAt,
      inboxUrl: 'https://business.example.test/offers',
    });
    expect(reminder.subject).toBe('4 hours left to answer an offer on Coffee Club');
  });

  it('gives the customer the counter-offer and a link that keeps the key out of the server', () => {
    const url = 'https://www.example.test/offers/o1#key=secret';
    const mail = customOfferCounteredMessage(brand, {
      ...offer,
      buyerName: 'Sam Smith',
      counterDiscount: 20,
      counterTotalPence: 6400,
      expiresAt,
      offerUrl: url,
    });
    expect(mail.text).toMatch(/^Hello Sam Smith,/);
    expect(mail.text).toContain('at 20% off: £64.00');
    expect(mail.text).toContain(`See the counter-offer: ${url}`);
    const pay = customOfferNeedsPaymentMessage(brand, {
      ...offer,
      buyerName: null,
      expiresAt,
      offerUrl: url,
    });
    expect(pay.subject).toBe('Action needed: complete your payment to Brew & Bake');
    expect(pay.text).toContain(`Complete your payment: ${url}`);
  });

  it("quotes the company's reason when it declines, and says nothing was charged", () => {
    const declined = customOfferDeclinedMessage(brand, {
      ...offer,
      buyerName: null,
      reason: 'Too <generous> for us',
      campaignUrl: 'https://www.example.test/campaign/c1',
    });
    expect(declined.text).toContain('"Too <generous> for us"');
    expect(declined.html).toContain('Too &lt;generous&gt; for us');
    expect(declined.text).toContain('Nothing has been charged');
    const expired = customOfferExpiredMessage(brand, {
      ...offer,
      buyerName: null,
      campaignUrl: 'https://www.example.test/campaign/c1',
    });
    expect(expired.subject).toBe('Your offer to Brew & Bake has expired');
  });

  it('tells the customer an accepted offer could not be paid in time, with nothing charged', () => {
    const mail = customOfferFailedMessage(brand, {
      ...offer,
      buyerName: 'Sam',
      campaignUrl: 'https://www.example.test/campaign/c1',
    });
    expect(mail.subject).toBe('Your offer to Brew & Bake could not be completed');
    expect(mail.text).toContain('Brew & Bake accepted your offer of');
    expect(mail.text).toContain('Nothing has been charged and your saved card has been removed.');
    expect(mail.text).toContain('https://www.example.test/campaign/c1');
  });
});
