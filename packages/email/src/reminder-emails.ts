import { formatPounds, ukDate } from '@stepup/domain';
import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** 'today', 'tomorrow' or 'in 30 days': UK days left, as the reminder job counted them. */
const whenLeft = (daysLeft: number) =>
  daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/**
 * To whoever holds an unused voucher, 30 and 7 days before it expires (docs/product.md#expiry-reminders):
 * a gift's recipient, or the buyer. The button leads a customer to their wallet, a guest to
 * activating an account, and a recipient (who has no wallet entry) to the company's page.
 */
export function voucherExpiryReminderMessage(
  brand: Brand,
  input: {
    holderName: string | null;
    companyName: string;
    campaignName: string;
    faceValuePence: number;
    code: string;
    expiresAt: Date;
    /** UK days left (0 on the expiry day). */
    daysLeft: number;
    next:
      | { kind: 'wallet'; url: string }
      | { kind: 'activate'; url: string }
      | { kind: 'campaign'; url: string };
  },
): EmailContent {
  const value = formatPounds(input.faceValuePence);
  const expires = ukDate(input.expiresAt);
  return renderLayout(brand, {
    ...wording(brand, 'voucher-expiry-reminder', {
      holderName: input.holderName ?? '',
      companyName: input.companyName,
      campaignName: input.campaignName,
      faceValue: value,
      expiresOn: expires,
      whenLeft: whenLeft(input.daysLeft),
    }),
    greeting: hello(input.holderName),
    highlight: { label: 'Your voucher code', value: input.code },
    details: [
      ['Company', input.companyName],
      ['Campaign', input.campaignName],
      ['Voucher value', value],
      ['Expires', expires],
    ],
    action:
      input.next.kind === 'wallet'
        ? { label: 'Open My Vouchers', url: input.next.url }
        : input.next.kind === 'activate'
          ? { label: 'Activate your account', url: input.next.url }
          : { label: `See ${input.companyName}`, url: input.next.url },
    footnote:
      'We send this reminder once a month before a voucher expires, and again a week before.',
  });
}

/**
 * To a customer a week after they used a voucher they bought for themselves (ADR 052), once:
 * the button opens the rating screen of that voucher (sign-in first if needed).
 */
export function ratingInvitationMessage(
  brand: Brand,
  input: { holderName: string | null; companyName: string; campaignName: string; rateUrl: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'rating-invitation', {
      holderName: input.holderName ?? '',
      companyName: input.companyName,
      campaignName: input.campaignName,
    }),
    greeting: hello(input.holderName),
    details: [
      ['Company', input.companyName],
      ['Campaign', input.campaignName],
    ],
    action: { label: 'Rate your visit', url: input.rateUrl },
    footnote: 'We ask once for each voucher you use.',
  });
}

/**
 * To a customer on the UK day a week before an occurrence of a date they saved (issue 21, date
 * reminders), once per occurrence: up to a few gift ideas, each opening the campaign's gift form
 * with the recipient's name filled in; the button opens the first (or the marketplace when there
 * are none).
 */
export function dateReminderMessage(
  brand: Brand,
  input: {
    customerName: string | null;
    name: string;
    occasion: string;
    /** The occurrence, a UK calendar day 'YYYY-MM-DD'. */
    occasionDay: string;
    ideas: { campaignName: string; companyName: string; giftUrl: string }[];
    browseUrl: string;
    datesUrl: string;
  },
): EmailContent {
  const occasionDate = ukDayInFull(input.occasionDay);
  return renderLayout(brand, {
    ...wording(brand, 'date-reminder', {
      customerName: input.customerName ?? '',
      name: input.name,
      occasion: input.occasion,
      occasionDate,
    }),
    greeting: hello(input.customerName),
    details: [
      ['Whose', input.name],
      ['Occasion', input.occasion],
      ['Date', occasionDate],
    ],
    action: input.ideas[0]
      ? { label: `Send ${input.name} a gift`, url: input.ideas[0].giftUrl }
      : { label: 'Find a gift', url: input.browseUrl },
    links: input.ideas.map((idea) => ({
      label: `${idea.campaignName} at ${idea.companyName}`,
      url: idea.giftUrl,
    })),
    footnote: `You saved this date in My Vouchers & Account, where you can change or delete it: ${input.datesUrl}`,
  });
}

const dayInFull = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day 'YYYY-MM-DD' in full: 'Friday 25 December 2026'. */
const ukDayInFull = (day: string) =>
  dayInFull.format(new Date(`${day}T12:00:00Z`)).replace(',', '');
