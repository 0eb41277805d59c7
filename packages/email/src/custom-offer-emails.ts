import { formatPounds, ukDateTime } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

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

const offerText = (o: OfferFacts) =>
  `${formatPounds(o.faceValuePence)} at ${o.discount}% off (${formatPounds(o.totalPence)})`;

/** To the company: a new offer is waiting for its answer, with a link to the inbox. */
export function customOfferReceivedMessage(
  brand: Brand,
  input: OfferFacts & { customerFirstName: string; expiresAt: Date; inboxUrl: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `New offer on ${input.campaignName}: ${offerText(input)}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.customerFirstName} has offered to buy a ${formatPounds(input.faceValuePence)} voucher for ${input.campaignName} at ${input.discount}% off. Their card is saved: it is charged only if you accept.`,
      `Please accept, decline or make one counter-offer by ${ukDateTime(input.expiresAt)} (UK time). After that the offer expires and nothing is charged.`,
    ],
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
    subject: `4 hours left to answer an offer on ${input.campaignName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.customerFirstName}'s offer of ${offerText(input)} is still waiting for your answer. It expires at ${ukDateTime(input.expiresAt)} (UK time).`,
    ],
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
    subject: `Your offer to ${input.companyName} has been sent`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Your offer of ${offerText(input)} has been sent to ${input.companyName}. They have until ${ukDateTime(input.expiresAt)} (UK time) to answer.`,
      'Your card has been saved but not charged. It is charged only if your offer is accepted, and we will email you either way.',
    ],
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
    subject: `${input.companyName} has made you a counter-offer`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `${input.companyName} cannot accept ${input.discount}% off, but offers you the ${formatPounds(input.faceValuePence)} voucher at ${input.counterDiscount}% off: ${formatPounds(input.counterTotalPence)}.`,
      `Accept it by ${ukDateTime(input.expiresAt)} (UK time) and your saved card is charged ${formatPounds(input.counterTotalPence)}. If you do nothing, the offer expires and nothing is charged.`,
    ],
    details: offerDetails(input),
    action: { label: 'See the counter-offer', url: input.offerUrl },
  });
}

/** To the customer: the company said no (with its reason, if it gave one). */
export function customOfferDeclinedMessage(
  brand: Brand,
  input: CustomerInput & { reason: string | null; campaignUrl: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `${input.companyName} has declined your offer`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `${input.companyName} has declined your offer of ${offerText(input)}. Nothing has been charged and your saved card has been removed.`,
      ...(input.reason?.trim() ? [`They said:`] : []),
    ],
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
    subject: `Your offer to ${input.companyName} has expired`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Your offer of ${offerText(input)} was not completed in time, so it has expired. Nothing has been charged and your saved card has been removed.`,
      'You are welcome to make a new offer.',
    ],
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
    subject: `Your offer to ${input.companyName} could not be completed`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `${input.companyName} accepted your offer of ${offerText(input)}, but the payment could not be taken in time. Nothing has been charged and your saved card has been removed.`,
      'You are welcome to make a new offer.',
    ],
    details: offerDetails(input),
    action: { label: 'See the campaign', url: input.campaignUrl },
  });
}

/** To the customer: their withdrawal went through. */
export function customOfferWithdrawnMessage(brand: Brand, input: CustomerInput): EmailContent {
  return renderLayout(brand, {
    subject: `You have withdrawn your offer to ${input.companyName}`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Your offer of ${offerText(input)} has been withdrawn. Nothing has been charged and your saved card has been removed.`,
    ],
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
    subject: `Action needed: complete your payment to ${input.companyName}`,
    greeting: hello(input.buyerName),
    paragraphs: [
      `Good news: ${input.companyName} accepted your offer of ${offerText(input)}. Your bank needs you to confirm the payment, or the card was refused, so no voucher has been issued yet.`,
      `Please complete the payment, or use another card, by ${ukDateTime(input.expiresAt)} (UK time). After that the offer expires and nothing is charged.`,
    ],
    details: offerDetails(input),
    action: { label: 'Complete your payment', url: input.offerUrl },
  });
}
