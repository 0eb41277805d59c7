import { EMAIL_CATALOGUE } from './catalogue';
import type { EmailTrigger } from './catalogue';
import type { Brand, EmailContent } from './layout';
import {
  confirmNewEmailMessage,
  emailChangeNoticeMessage,
  resetPasswordMessage,
  secondFactorAddedMessage,
  verifyEmailMessage,
} from './account-emails';
import {
  giftDeliveryMessage,
  giftPurchaseMessage,
  giftSentMessage,
  saleNoticeMessage,
  voucherConfirmationMessage,
} from './purchase-emails';
import { redemptionReceiptMessage, shopUseRefusedMessage } from './redemption-emails';
import { giftChangedMessage, giftResentMessage } from './gift-change-emails';
import {
  campaignApprovedMessage,
  campaignRejectedMessage,
  companyApprovedMessage,
  companyDeniedMessage,
} from './company-emails';
import { teamInviteMessage } from './team-emails';
import { adminAccountCreatedMessage } from './admin-emails';
import {
  customOfferCounteredMessage,
  customOfferDeclinedMessage,
  customOfferExpiredMessage,
  customOfferFailedMessage,
  customOfferNeedsPaymentMessage,
  customOfferReceivedMessage,
  customOfferReminderMessage,
  customOfferSentMessage,
  customOfferWithdrawnMessage,
} from './custom-offer-emails';
import {
  buyerRefundMessage,
  companyDisputeNoticeMessage,
  companyRefundNoticeMessage,
  giftCancelledMessage,
} from './refund-emails';
import { customerAccountChangedMessage } from './customer-account-emails';
import {
  dateReminderMessage,
  ratingInvitationMessage,
  voucherExpiryReminderMessage,
} from './reminder-emails';
import { companyNotificationMessage } from './company-notification-emails';

// Every email rendered whole with sample data (the admin's preview and test send): the same
// message function the platform sends it with, so the preview shows the greeting, code, details
// and button around the wording. The facts match the catalogue's placeholder samples (a test
// holds them together). A new catalogue entry needs its line here: the type asks for it.

/** Where the sample's buttons lead: the two sites' addresses. */
export interface SampleUrls {
  web: string;
  business: string;
}

const voucher = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  pricePaidPence: 4250,
  discount: 15,
  step: 2,
  // 23:30 UTC on 31 March is 1 April in London.
  expiresAt: new Date('2027-03-31T23:30:00Z'),
};
const offer = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  discount: 20,
  totalPence: 4000,
  buyerName: 'Ada Lovelace',
};
const refunded = {
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  code: '7KQ2-M9XD-4T',
  faceValuePence: 5000,
};
const name = 'Ada Lovelace';
const newEmail = 'ada@new.example.com';
const at = new Date('2026-11-25T09:07:00Z');
const openedAt = new Date('2026-11-03T10:00:00Z');

const samples: Record<EmailTrigger, (brand: Brand, urls: SampleUrls) => EmailContent> = {
  'verify-email': (b, u) => verifyEmailMessage(b, { name, url: `${u.web}/email-verify` }),
  'reset-password': (b, u) => resetPasswordMessage(b, { name, url: `${u.web}/email-verify` }),
  'confirm-new-email': (b, u) =>
    confirmNewEmailMessage(b, { name, newEmail, url: `${u.web}/email-verify` }),
  'email-change-notice': (b, u) =>
    emailChangeNoticeMessage(b, { name, newEmail, recoverUrl: `${u.web}/email-verify` }),
  'second-factor-added': (b, u) =>
    secondFactorAddedMessage(b, { name, revertUrl: `${u.web}/email-verify` }),
  'voucher-confirmation': (b, u) =>
    voucherConfirmationMessage(b, {
      ...voucher,
      buyerName: name,
      code: '7KQ2-M9XD-4T',
      totalPence: 4250,
      next: { kind: 'wallet', url: `${u.web}/for-me` },
    }),
  'gift-purchase': (b, u) =>
    giftPurchaseMessage(b, {
      ...voucher,
      buyerName: name,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      deliverAt: new Date('2026-12-25T08:00:00Z'),
      totalPence: 4500,
      walletUrl: `${u.web}/for-me`,
    }),
  'gift-delivery': (b, u) =>
    giftDeliveryMessage(b, {
      ...voucher,
      recipientName: 'Grace Hopper',
      senderName: name,
      message: 'Happy birthday! Enjoy a coffee on me.',
      code: '7KQ2-M9XD-4T',
      campaignUrl: `${u.web}/campaign/sample`,
    }),
  'gift-sent': (b) =>
    giftSentMessage(b, {
      buyerName: name,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      companyName: voucher.companyName,
      faceValuePence: voucher.faceValuePence,
    }),
  'custom-offer-sent': (b, u) =>
    customOfferSentMessage(b, { ...offer, expiresAt: at, offerUrl: `${u.web}/offers/sample` }),
  'custom-offer-countered': (b, u) =>
    customOfferCounteredMessage(b, {
      ...offer,
      counterDiscount: 15,
      counterTotalPence: 4250,
      expiresAt: at,
      offerUrl: `${u.web}/offers/sample`,
    }),
  'custom-offer-declined': (b, u) =>
    customOfferDeclinedMessage(b, {
      ...offer,
      reason: 'We cannot go below 15% this month.',
      campaignUrl: `${u.web}/campaign/sample`,
    }),
  'custom-offer-expired': (b, u) =>
    customOfferExpiredMessage(b, { ...offer, campaignUrl: `${u.web}/campaign/sample` }),
  'custom-offer-failed': (b, u) =>
    customOfferFailedMessage(b, { ...offer, campaignUrl: `${u.web}/campaign/sample` }),
  'custom-offer-withdrawn': (b) => customOfferWithdrawnMessage(b, offer),
  'custom-offer-needs-payment': (b, u) =>
    customOfferNeedsPaymentMessage(b, {
      ...offer,
      expiresAt: at,
      offerUrl: `${u.web}/offers/sample`,
    }),
  'refund-buyer-cancelled': (b, u) =>
    buyerRefundMessage(b, {
      ...refunded,
      buyerName: name,
      amountPence: 4250,
      cancelled: true,
      giftRecipientName: null,
      walletUrl: `${u.web}/for-me`,
    }),
  'refund-buyer-partial': (b, u) =>
    buyerRefundMessage(b, {
      ...refunded,
      buyerName: name,
      amountPence: 4250,
      cancelled: false,
      giftRecipientName: null,
      walletUrl: `${u.web}/for-me`,
    }),
  'gift-cancelled': (b) =>
    giftCancelledMessage(b, { ...refunded, recipientName: 'Grace Hopper', senderName: name }),
  'gift-changed': (b, u) =>
    giftChangedMessage(b, {
      buyerName: name,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      companyName: voucher.companyName,
      faceValuePence: voucher.faceValuePence,
      walletUrl: `${u.web}/for-me`,
      deliverAt: new Date('2026-12-25T08:00:00Z'),
      changes: [['Recipient email', 'grace@old.example.com → grace@example.com']],
    }),
  'gift-resent': (b, u) =>
    giftResentMessage(b, {
      buyerName: name,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      companyName: voucher.companyName,
      faceValuePence: voucher.faceValuePence,
      walletUrl: `${u.web}/for-me`,
    }),
  'customer-denied': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'denied', url: u.web }),
  'customer-approved': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'approved', url: u.web }),
  'customer-buying-off': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'buying-off', url: u.web }),
  'customer-buying-on': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'buying-on', url: u.web }),
  'customer-redemptions-off': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'redemptions-off', url: u.web }),
  'customer-redemptions-on': (b, u) =>
    customerAccountChangedMessage(b, { name, change: 'redemptions-on', url: u.web }),
  'sale-notice': (b, u) =>
    saleNoticeMessage(b, {
      ...voucher,
      customerFirstName: 'Ada',
      gift: true,
      paymentDate: at,
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'redemption-receipt': (b, u) =>
    redemptionReceiptMessage(b, {
      ...refunded,
      customerFirstName: 'Ada',
      usedAt: at,
      expiresAt: voucher.expiresAt,
      redeemedBy: 'sam@brewandbake.example.com',
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'shop-use-refused': (b, u) =>
    shopUseRefusedMessage(b, {
      ...refunded,
      orderRef: '1042',
      why: 'used in store',
      shopUrl: `${u.business}/api?tab=online-shop`,
    }),
  'company-approved': (b, u) =>
    companyApprovedMessage(b, { companyName: 'Brew & Bake', url: `${u.business}/dashboard` }),
  'company-denied': (b, u) =>
    companyDeniedMessage(b, {
      companyName: 'Brew & Bake',
      reason: 'The company number could not be found.',
      url: `${u.business}/basic-information`,
    }),
  'campaign-approved': (b, u) =>
    campaignApprovedMessage(b, {
      companyName: 'Brew & Bake',
      campaignName: 'Coffee Club',
      url: `${u.business}/dashboard`,
    }),
  'campaign-rejected': (b, u) =>
    campaignRejectedMessage(b, {
      companyName: 'Brew & Bake',
      campaignName: 'Coffee Club',
      reason: 'The company number could not be found.',
      url: `${u.business}/new-voucher`,
    }),
  'team-invite': (b, u) =>
    teamInviteMessage(b, {
      companyName: 'Brew & Bake',
      inviterName: 'Sam Baker',
      roleLabel: 'Staff',
      url: `${u.business}/team-invite`,
      expiresInDays: 7,
    }),
  'custom-offer-received': (b, u) =>
    customOfferReceivedMessage(b, {
      ...offer,
      customerFirstName: 'Ada',
      expiresAt: at,
      inboxUrl: `${u.business}/offers`,
    }),
  'custom-offer-reminder': (b, u) =>
    customOfferReminderMessage(b, {
      ...offer,
      customerFirstName: 'Ada',
      expiresAt: at,
      inboxUrl: `${u.business}/offers`,
    }),
  'refund-company-cancelled': (b, u) =>
    companyRefundNoticeMessage(b, {
      ...refunded,
      amountPence: 4250,
      cancelled: true,
      requestedBy: 'customer',
      reason: null,
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'refund-company-partial': (b, u) =>
    companyRefundNoticeMessage(b, {
      ...refunded,
      amountPence: 4250,
      cancelled: false,
      requestedBy: 'admin',
      reason: 'Part of the order was missing.',
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'dispute-opened': (b, u) =>
    companyDisputeNoticeMessage(b, {
      ...refunded,
      outcome: 'opened',
      amountPence: 4250,
      openedAt,
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'dispute-won': (b, u) =>
    companyDisputeNoticeMessage(b, {
      ...refunded,
      outcome: 'won',
      amountPence: 4250,
      openedAt,
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'dispute-lost': (b, u) =>
    companyDisputeNoticeMessage(b, {
      ...refunded,
      outcome: 'lost',
      amountPence: 4250,
      openedAt,
      dashboardUrl: `${u.business}/dashboard`,
    }),
  'admin-account-created': (b, u) =>
    adminAccountCreatedMessage(b, { name, levelName: 'Support', signInUrl: `${u.business}/login` }),
  'voucher-expiry-reminder': (b, u) =>
    voucherExpiryReminderMessage(b, {
      ...voucher,
      holderName: name,
      code: refunded.code,
      daysLeft: 30,
      next: { kind: 'wallet', url: `${u.web}/for-me` },
    }),
  'rating-invitation': (b, u) =>
    ratingInvitationMessage(b, {
      holderName: name,
      companyName: voucher.companyName,
      campaignName: voucher.campaignName,
      rateUrl: `${u.web}/rate/voucher-id`,
    }),
  'date-reminder': (b, u) =>
    dateReminderMessage(b, {
      customerName: name,
      name: 'Grace',
      occasion: 'Birthday',
      occasionDay: '2026-12-25',
      ideas: [
        {
          campaignName: voucher.campaignName,
          companyName: voucher.companyName,
          giftUrl: `${u.web}/campaign/campaign-id?gift=1&to=Grace`,
        },
      ],
      browseUrl: `${u.web}/`,
      datesUrl: `${u.web}/for-me?tab=7`,
    }),
  // The dashboard's address is a placeholder of this email's wording, so its sample is the catalogue's.
  'company-notification': (b) =>
    companyNotificationMessage(b, {
      companyName: voucher.companyName,
      title: 'We are closed for maintenance on Sunday night.',
      link: '',
      url: EMAIL_CATALOGUE['company-notification'].placeholders.dashboardUrl.sample,
    }),
};

/** One email, whole, with sample data, in `brand` (whose templates may hold a draft). */
export function renderEmailSample(key: EmailTrigger, brand: Brand, urls: SampleUrls): EmailContent {
  return samples[key](brand, urls);
}
