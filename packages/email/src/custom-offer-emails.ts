import { formatPounds, ukDateTime } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

// Custom offers (ADR 027): the company's new-offer notice and reminder, and every change of an
// offer told to the customer. The accepted-and-paid case is the voucher confirmation.

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** What every offer message says about the offer. */
export interface OfferFacts {
  companyName: string;
  campaignName: string;
  faceValuePence: number;
  discount: number;
  /** What the card is (or would be) charged: the voucher price plus any gifting fee. */
  totalPence: number;
}

function offerDetails(o: OfferFacts): [string, string][] {
  return [
    ['Company', o.companyName],
    ['Campaign', o.campaignName],
    ['Voucher value', formatPounds(o.faceValuePence)],
    ['Discount', `${o.discount}%`],
    ['Price', formatPounds(o.totalPence)],
  ];
}

/** The wording's values every offer message shares. */
const offerValues = (o: OfferFacts) => ({
  companyName: o.companyName,
  campaignName: o.campaignName,
  faceValue: formatPounds(o.faceValuePence),
  discount: `${o.discount}%`,
  total: formatPounds(o.totalPence),
});
const customerValues = (o: CustomerInput) => ({
  ...offerValues(o),
  buyerName: o.buyerName?.trim() ?? '',
});

/** To the company: a new offer is waiting for its answer, with a link to the inbox. */
export function customOfferReceivedMessage(
  brand: Brand,
  input: OfferFacts & { customerFirstName: string; expiresAt: Date; inboxUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-received', {
      ...offerValues(input),
      customerFirstName: input.customerFirstName,
      expiresAt: ukDateTime(input.expiresAt),
    }),
    greeting: 'Hello,',
    details: offerDetails(input),
    action: { label: 'Open your offers', url: input.inboxUrl },
  });
}

/** To the company, when 4 hours are left. */
export function customOfferReminderMessage(
  brand: Brand,
  input: OfferFacts & { customerFirstName: string; expiresAt: Date; inboxUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-reminder', {
      ...offerValues(input),
      customerFirstName: input.customerFirstName,
      expiresAt: ukDateTime(input.expiresAt),
    }),
    greeting: 'Hello,',
    details: offerDetails(input),
    action: { label: 'Answer the offer', url: input.inboxUrl },
  });
}

type CustomerInput = OfferFacts & { buyerName: string | null };

/** To the customer, once the card is saved: the offer is with the company. */
export function customOfferSentMessage(
  brand: Brand,
  input: CustomerInput & { expiresAt: Date; offerUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-sent', {
      ...customerValues(input),
      expiresAt: ukDateTime(input.expiresAt),
    }),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
    action: { label: 'View your offer', url: input.offerUrl },
  });
}

/** To the customer: the company's counter-offer, to accept within the same window. */
export function customOfferCounteredMessage(
  brand: Brand,
  input: CustomerInput & {
    counterDiscount: number;
    counterTotalPence: number;
    expiresAt: Date;
    offerUrl: string;
  },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-countered', {
      ...customerValues(input),
      counterDiscount: `${input.counterDiscount}%`,
      counterTotal: formatPounds(input.counterTotalPence),
      expiresAt: ukDateTime(input.expiresAt),
    }),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
    action: { label: 'See the counter-offer', url: input.offerUrl },
  });
}

/** To the customer: the company said no (with its reason, if it gave one). */
export function customOfferDeclinedMessage(
  brand: Brand,
  input: CustomerInput & { reason: string | null; campaignUrl: string },
): EmailContent {
  const declined = wording(brand, 'custom-offer-declined', customerValues(input));
  return renderLayout(brand, {
    ...declined,
    greeting: hello(input.buyerName),
    // The company's reason follows the wording, introduced in the layout's words.
    paragraphs: [...declined.paragraphs, ...(input.reason?.trim() ? [`They said:`] : [])],
    ...(input.reason?.trim() ? { quote: input.reason.trim() } : {}),
    details: offerDetails(input),
    action: { label: 'See the campaign', url: input.campaignUrl },
  });
}

/** To the customer: no answer (or no payment) within the window. */
export function customOfferExpiredMessage(
  brand: Brand,
  input: CustomerInput & { campaignUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-expired', customerValues(input)),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
    action: { label: 'See the campaign', url: input.campaignUrl },
  });
}

/**
 * To the customer: the company accepted, but the payment could not be taken before the window
 * ended (the card provider could not be reached, or another payment of theirs was open).
 */
export function customOfferFailedMessage(
  brand: Brand,
  input: CustomerInput & { campaignUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-failed', customerValues(input)),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
    action: { label: 'See the campaign', url: input.campaignUrl },
  });
}

/** To the customer: their withdrawal went through. */
export function customOfferWithdrawnMessage(brand: Brand, input: CustomerInput): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-withdrawn', customerValues(input)),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
  });
}

/**
 * To the customer: the offer was accepted but the card needs them (authentication, or a refused
 * card): a link to complete or replace the payment before the window ends.
 */
export function customOfferNeedsPaymentMessage(
  brand: Brand,
  input: CustomerInput & { expiresAt: Date; offerUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'custom-offer-needs-payment', {
      ...customerValues(input),
      expiresAt: ukDateTime(input.expiresAt),
    }),
    greeting: hello(input.buyerName),
    details: offerDetails(input),
    action: { label: 'Complete your payment', url: input.offerUrl },
  });
}
