// The catalogue of every email the platform sends (ADR 033), keyed by the trigger key the server
// writes in the outbox (`mailer.send(to, '<key>', content)`). Each entry says who receives it,
// the placeholders it offers (with a sample value for the preview) and its default subject and
// content. The message functions render their wording FROM these templates, so the default words
// live here only; an admin's saved wording (Brand.templates) replaces subject and content.
//
// Adding an email: add its entry here (label, audience, when, placeholders, subject, content),
// then in its message function call `wording(brand, '<key>', values)` for the subject and
// paragraphs. The admin screen, the save rule and the preview pick it up from this list.

/** Who receives an email, as the admin screen groups them. */
export type EmailAudience = 'account' | 'customer' | 'company' | 'admin';

export interface PlaceholderInfo {
  description: string;
  /** Shown in the editor and used by the preview and test send. */
  sample: string;
}

export interface EmailCatalogueEntry {
  label: string;
  audience: EmailAudience;
  /** When it is sent, in a sentence. */
  when: string;
  placeholders: Readonly<Record<string, PlaceholderInfo>>;
  /** Default subject, one line, with {{placeholders}}. */
  subject: string;
  /** Default content: plain-text paragraphs separated by blank lines, with {{placeholders}}. */
  content: string;
}

/** Every email offers the marketplace's name. */
export const SHARED_PLACEHOLDERS = {
  siteName: { description: 'The marketplace’s name', sample: 'Vouchers' },
} as const satisfies Record<string, PlaceholderInfo>;

const p = (description: string, sample: string): PlaceholderInfo => ({ description, sample });

// Placeholders several emails share.
const name = p('The person’s name (may be empty)', 'Ada Lovelace');
const buyerName = p('The buyer’s name (empty for a guest)', 'Ada Lovelace');
const companyName = p('The company’s name', 'Brew & Bake');
const campaignName = p('The campaign’s name', 'Coffee Club');
const faceValue = p('The voucher’s value', '£50.00');
const code = p('The voucher code', '7KQ2-M9XD-4T');
const expiresOn = p('The day the voucher expires', '1 April 2027');
const recipientName = p('The gift recipient’s name', 'Grace Hopper');
const recipientEmail = p('The gift recipient’s email address', 'grace@example.com');
const reason = p('The admin’s reason', 'The company number could not be found.');
const customerFirstName = p('The customer’s first name', 'Ada');
const offerDiscount = p('The discount the customer offered', '20%');
const offerTotal = p('What the card is charged if accepted', '£40.00');
const offerExpiresAt = p('When the offer expires (UK time)', '25 November 2026 at 09:07');
const amount = p('The amount refunded', '£42.50');

const REDEEM_HINT =
  'To redeem the voucher just enter the code when paying at the business’ online checkout, or show it at the till, unless otherwise stated.';
const REPLY_IF_MISTAKE = 'If you think this is a mistake, please reply to this email.';
const BANK_DAYS = 'Banks usually take 5 to 10 days to show a refund on the card.';
const offerText = '{{faceValue}} at {{discount}} off ({{total}})';
const offerFacts = {
  companyName,
  campaignName,
  faceValue,
  discount: offerDiscount,
  total: offerTotal,
};

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const EMAIL_CATALOGUE = {
  // Accounts: everyone who signs in, customers, company members and admins.
  'verify-email': {
    label: 'Verify email address',
    audience: 'account',
    when: 'After sign-up, and again on a sign-in attempt before the address is verified.',
    placeholders: { name },
    subject: 'Verify your email address for {{siteName}}',
    content:
      'Thank you for signing up to {{siteName}}. Please confirm this is your email address to activate your account.',
  },
  'reset-password': {
    label: 'Reset password',
    audience: 'account',
    when: 'When someone asks to reset the password (Forgot password).',
    placeholders: { name },
    subject: 'Reset your {{siteName}} password',
    content:
      'Someone asked to reset the password of your account. Choose a new password with the link below; it works once and expires in one hour.',
  },
  'confirm-new-email': {
    label: 'Confirm a new email address',
    audience: 'account',
    when: 'To the new address, when someone changes their email address.',
    placeholders: { name, newEmail: p('The new email address', 'ada@new.example.com') },
    subject: 'Confirm your new email address for {{siteName}}',
    content:
      'You asked to use {{newEmail}} for your {{siteName}} account. Confirm it with the link below; until then you keep signing in with your current address.',
  },
  'email-change-notice': {
    label: 'Email address being changed',
    audience: 'account',
    when: 'To the old address, when someone changes their email address.',
    placeholders: { name, newEmail: p('The new email address', 'ada@new.example.com') },
    subject: 'Your {{siteName}} email address is being changed',
    content: paragraphs(
      'Someone signed in to your account asked to change its email address to {{newEmail}}. The change happens once that address is confirmed.',
      'If this was not you, keep your account with the link below: it puts this address back, cancels the change and signs the account out everywhere. Then reset your password.',
    ),
  },
  'second-factor-added': {
    label: 'Two-step sign-in turned on',
    audience: 'account',
    when: 'When an authenticator app is added to an account.',
    placeholders: { name },
    subject: 'Two-step sign-in is now on for your {{siteName}} account',
    content: paragraphs(
      'An authenticator app was just added to your account: signing in now also asks for its code.',
      'If this was not you, remove it with the link below (it also signs the account out everywhere), then reset your password.',
    ),
  },

  // Customers: buying, gifts, offers, refunds and their account.
  'voucher-confirmation': {
    label: 'Purchase confirmation',
    audience: 'customer',
    when: 'To the buyer of a voucher for themself, the moment it is issued, with its code.',
    placeholders: {
      buyerName,
      companyName,
      campaignName,
      faceValue,
      pricePaid: p('The voucher’s price', '£42.50'),
      total: p('What the card was charged, fees included', '£42.50'),
      code,
      expiresOn,
    },
    subject: 'Your {{companyName}} voucher: {{faceValue}} for {{pricePaid}}',
    content: paragraphs(
      'Thank you for your purchase. You paid {{total}} for a {{faceValue}} voucher to use at {{companyName}}.',
      REDEEM_HINT,
    ),
  },
  'gift-purchase': {
    label: 'Gift booked',
    audience: 'customer',
    when: 'To the buyer of a gift when it is paid: what was bought and when it goes.',
    placeholders: {
      buyerName,
      recipientName,
      recipientEmail,
      companyName,
      campaignName,
      faceValue,
      total: p('What the card was charged, gifting fee included', '£45.00'),
      deliverOn: p('When the gift is emailed (UK time)', 'Dec 25 2026 08:00'),
    },
    subject: 'Your gift for {{recipientName}} is booked',
    content: paragraphs(
      'Thank you for your purchase. You paid {{total}} for a {{faceValue}} {{companyName}} voucher as a gift for {{recipientName}}.',
      'We will email it with your message to {{recipientEmail}} on {{deliverOn}} (UK time), and let you know when it has gone.',
    ),
  },
  'gift-delivery': {
    label: 'Gift (to its recipient)',
    audience: 'customer',
    when: 'To a gift’s recipient at the delivery time the buyer chose, with the buyer’s message.',
    placeholders: {
      recipientName,
      senderName: p('The buyer’s name, or “Someone”', 'Ada Lovelace'),
      companyName,
      campaignName,
      faceValue,
      code,
      expiresOn,
    },
    subject: '{{senderName}} sent you a {{faceValue}} {{companyName}} voucher',
    content:
      '{{senderName}} sent you a {{faceValue}} voucher to use at {{companyName}}, with this message:',
  },
  'gift-sent': {
    label: 'Gift sent',
    audience: 'customer',
    when: 'To the buyer, once their gift has been emailed to its recipient.',
    placeholders: { buyerName, recipientName, recipientEmail, companyName, faceValue },
    subject: 'Your gift to {{recipientName}} has been sent',
    content:
      'Your {{faceValue}} {{companyName}} voucher was just emailed to {{recipientName}} ({{recipientEmail}}) with your message.',
  },
  'custom-offer-sent': {
    label: 'Custom offer sent',
    audience: 'customer',
    when: 'To the customer once their card is saved: the offer is with the company.',
    placeholders: { buyerName, ...offerFacts, expiresAt: offerExpiresAt },
    subject: 'Your offer to {{companyName}} has been sent',
    content: paragraphs(
      `Your offer of ${offerText} has been sent to {{companyName}}. They have until {{expiresAt}} (UK time) to answer.`,
      'Your card has been saved but not charged. It is charged only if your offer is accepted, and we will email you either way.',
    ),
  },
  'custom-offer-countered': {
    label: 'Counter-offer',
    audience: 'customer',
    when: 'To the customer when the company makes a counter-offer.',
    placeholders: {
      buyerName,
      ...offerFacts,
      counterDiscount: p('The discount the company offers', '15%'),
      counterTotal: p('What the card is charged if the counter-offer is accepted', '£42.50'),
      expiresAt: offerExpiresAt,
    },
    subject: '{{companyName}} has made you a counter-offer',
    content: paragraphs(
      '{{companyName}} cannot accept {{discount}} off, but offers you the {{faceValue}} voucher at {{counterDiscount}} off: {{counterTotal}}.',
      'Accept it by {{expiresAt}} (UK time) and your saved card is charged {{counterTotal}}. If you do nothing, the offer expires and nothing is charged.',
    ),
  },
  'custom-offer-declined': {
    label: 'Custom offer declined',
    audience: 'customer',
    when: 'To the customer when the company declines (its reason follows, if it gave one).',
    placeholders: { buyerName, ...offerFacts },
    subject: '{{companyName}} has declined your offer',
    content: `{{companyName}} has declined your offer of ${offerText}. Nothing has been charged and your saved card has been removed.`,
  },
  'custom-offer-expired': {
    label: 'Custom offer expired',
    audience: 'customer',
    when: 'To the customer when the company did not answer (or they did not pay) in time.',
    placeholders: { buyerName, ...offerFacts },
    subject: 'Your offer to {{companyName}} has expired',
    content: paragraphs(
      `Your offer of ${offerText} was not completed in time, so it has expired. Nothing has been charged and your saved card has been removed.`,
      'You are welcome to make a new offer.',
    ),
  },
  'custom-offer-failed': {
    label: 'Custom offer payment failed',
    audience: 'customer',
    when: 'To the customer when the company accepted but the payment could not be taken in time.',
    placeholders: { buyerName, ...offerFacts },
    subject: 'Your offer to {{companyName}} could not be completed',
    content: paragraphs(
      `{{companyName}} accepted your offer of ${offerText}, but the payment could not be taken in time. Nothing has been charged and your saved card has been removed.`,
      'You are welcome to make a new offer.',
    ),
  },
  'custom-offer-withdrawn': {
    label: 'Custom offer withdrawn',
    audience: 'customer',
    when: 'To the customer when they withdraw their offer.',
    placeholders: { buyerName, ...offerFacts },
    subject: 'You have withdrawn your offer to {{companyName}}',
    content: `Your offer of ${offerText} has been withdrawn. Nothing has been charged and your saved card has been removed.`,
  },
  'custom-offer-needs-payment': {
    label: 'Custom offer: payment needed',
    audience: 'customer',
    when: 'To the customer when the offer was accepted but the bank needs them, or the card was refused.',
    placeholders: { buyerName, ...offerFacts, expiresAt: offerExpiresAt },
    subject: 'Action needed: complete your payment to {{companyName}}',
    content: paragraphs(
      `Good news: {{companyName}} accepted your offer of ${offerText}. Your bank needs you to confirm the payment, or the card was refused, so no voucher has been issued yet.`,
      'Please complete the payment, or use another card, by {{expiresAt}} (UK time). After that the offer expires and nothing is charged.',
    ),
  },
  'refund-buyer-cancelled': {
    label: 'Voucher cancelled and refunded',
    audience: 'customer',
    when: 'To the buyer once a refund that cancels their voucher has gone through.',
    placeholders: {
      buyerName,
      companyName,
      campaignName,
      code,
      faceValue,
      amount,
      voucher: p('“your voucher”, or “your gift voucher for” and the recipient', 'your voucher'),
    },
    subject: 'Your {{companyName}} voucher is cancelled: {{amount}} refunded',
    content: paragraphs(
      'We have cancelled {{voucher}} for {{companyName}} and refunded {{amount}} to the card you paid with. The code no longer works.',
      BANK_DAYS,
    ),
  },
  'refund-buyer-partial': {
    label: 'Part of a payment refunded',
    audience: 'customer',
    when: 'To the buyer once a refund that leaves their voucher valid has gone through.',
    placeholders: {
      buyerName,
      companyName,
      campaignName,
      code,
      faceValue,
      amount,
      voucher: p('“your voucher”, or “your gift voucher for” and the recipient', 'your voucher'),
    },
    subject: '{{amount}} refunded for your {{companyName}} voucher',
    content: paragraphs(
      'We have refunded {{amount}} of what you paid for {{voucher}} for {{companyName}} to the card you paid with. The voucher is still valid.',
      BANK_DAYS,
    ),
  },
  'gift-cancelled': {
    label: 'Gift cancelled (to its recipient)',
    audience: 'customer',
    when: 'To a gift’s recipient when the gift they were sent is cancelled.',
    placeholders: {
      recipientName,
      senderName: p('The buyer’s name, or “The sender”', 'Ada Lovelace'),
      companyName,
      campaignName,
      code,
      faceValue,
    },
    subject: 'Your {{companyName}} gift voucher has been cancelled',
    content:
      '{{senderName}} cancelled the {{faceValue}} {{companyName}} voucher sent to you, so its code {{code}} no longer works.',
  },
  'gift-changed': {
    label: 'Gift changed (to its buyer)',
    audience: 'customer',
    when: 'To a gift’s buyer when they change its recipient, message or delivery time before it is sent.',
    placeholders: {
      buyerName,
      recipientName,
      recipientEmail,
      companyName,
      faceValue,
      deliverOn: p('When the gift is emailed (UK time)', 'Dec 25 2026 08:00'),
    },
    subject: 'Your gift for {{recipientName}} has been changed',
    content: paragraphs(
      'You changed your {{faceValue}} {{companyName}} gift. The changes are listed below.',
      'We will email it with your message to {{recipientName}} ({{recipientEmail}}) on {{deliverOn}} (UK time). If you did not make this change, please reply to this email.',
    ),
  },
  'gift-resent': {
    label: 'Gift emailed again (to its buyer)',
    audience: 'customer',
    when: 'To a gift’s buyer when they have the gift emailed again after its delivery.',
    placeholders: { buyerName, recipientName, recipientEmail, companyName, faceValue },
    subject: 'Your gift to {{recipientName}} has been emailed again',
    content: paragraphs(
      'Your {{faceValue}} {{companyName}} gift was just emailed again to {{recipientName}} ({{recipientEmail}}).',
      'The link in the earlier email no longer works: the new email has the gift’s new link. If you did not ask for this, please reply to this email.',
    ),
  },
  'customer-denied': {
    label: 'Account closed to sign-in',
    audience: 'customer',
    when: 'When an admin denies a customer’s account.',
    placeholders: { name },
    subject: 'Your account has been closed to sign-in – {{siteName}}',
    content: paragraphs(
      'An administrator has closed your account to sign-in: you have been signed out and cannot sign in or buy vouchers.',
      REPLY_IF_MISTAKE,
    ),
  },
  'customer-approved': {
    label: 'Account open again',
    audience: 'customer',
    when: 'When an admin approves a customer’s account again.',
    placeholders: { name },
    subject: 'Your account is open again – {{siteName}}',
    content: 'Your account has been approved: you can sign in and buy vouchers again.',
  },
  'customer-buying-off': {
    label: 'Buying turned off',
    audience: 'customer',
    when: 'When an admin turns off buying for a customer.',
    placeholders: { name },
    subject: 'Buying is turned off for your account – {{siteName}}',
    content: paragraphs(
      'An administrator has turned off buying for your account: you cannot buy vouchers for now. Vouchers you already have are not affected.',
      REPLY_IF_MISTAKE,
    ),
  },
  'customer-buying-on': {
    label: 'Buying turned back on',
    audience: 'customer',
    when: 'When an admin turns buying back on for a customer.',
    placeholders: { name },
    subject: 'You can buy vouchers again – {{siteName}}',
    content: 'Buying is turned back on for your account.',
  },
  'customer-redemptions-off': {
    label: 'Redemptions turned off',
    audience: 'customer',
    when: 'When an admin turns off redemptions of a customer’s vouchers.',
    placeholders: { name },
    subject: 'Your vouchers cannot be redeemed for now – {{siteName}}',
    content: paragraphs(
      'An administrator has turned off redemptions for your account: businesses cannot accept the vouchers you bought for now.',
      REPLY_IF_MISTAKE,
    ),
  },
  'customer-redemptions-on': {
    label: 'Redemptions turned back on',
    audience: 'customer',
    when: 'When an admin turns redemptions back on for a customer.',
    placeholders: { name },
    subject: 'Your vouchers can be redeemed again – {{siteName}}',
    content: 'Redemptions are turned back on: businesses can accept the vouchers you bought.',
  },

  // Companies: sales, redemptions, reviews, offers, refunds and their team.
  'sale-notice': {
    label: 'Sale notice',
    audience: 'company',
    when: 'To the company for every voucher sold.',
    placeholders: {
      companyName,
      campaignName,
      customerFirstName: p('The buyer’s first name, or “A customer”', 'Ada'),
      faceValue,
      pricePaid: p('What the buyer paid for the voucher', '£42.50'),
      asGift: p('“ as a gift” when it is one, otherwise nothing', ' as a gift'),
    },
    subject: 'New sale: {{faceValue}} {{campaignName}} voucher',
    content:
      '{{customerFirstName}} just bought a {{faceValue}} voucher of {{campaignName}}{{asGift}} for {{pricePaid}}. The payment goes to your payments account, with no commission.',
  },
  'redemption-receipt': {
    label: 'Redemption receipt',
    audience: 'company',
    when: 'To the company each time one of its vouchers is marked as used.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      usedAt: p('When it was marked as used (UK time)', '25 November 2026 at 09:07'),
      customerFirstName: p('The buyer’s first name, or “Guest”', 'Ada'),
      redeemedBy: p('Who marked it as used', 'sam@brewandbake.example.com'),
    },
    subject: 'Voucher {{code}} redeemed: {{faceValue}}',
    content:
      'A {{faceValue}} voucher was marked as used on {{usedAt}} (UK time). It cannot be used again.',
  },
  'shop-use-refused': {
    label: 'Shop use refused',
    audience: 'company',
    when: 'To the company when its online shop takes an order with a code already used in store or cancelled.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      orderRef: p('The shop’s order number', '1042'),
      why: p('“used in store” or “cancelled”', 'used in store'),
    },
    subject: 'Check order {{orderRef}}: voucher {{code}} was already {{why}}',
    content: paragraphs(
      'Your online shop took order {{orderRef}} with the {{faceValue}} voucher code {{code}}, but that voucher was already {{why}}, so it was not used again.',
      'Please check the order before you send it: ask the customer to pay the difference or cancel the order.',
    ),
  },
  'company-approved': {
    label: 'Company approved',
    audience: 'company',
    when: 'When an admin approves a company’s account.',
    placeholders: { companyName },
    subject: '{{companyName}} is approved on {{siteName}}',
    content:
      'Good news: your business account has been approved. Once your setup checklist is complete, your campaigns can go live for customers to buy.',
  },
  'company-denied': {
    label: 'Company denied',
    audience: 'company',
    when: 'When an admin denies a company’s account (the reason follows).',
    placeholders: { companyName, reason },
    subject: 'Your {{siteName}} business account was not approved',
    content: paragraphs(
      'We have reviewed your business account and could not approve it this time.',
      'Please update your basic information with what is missing, or reply to this email if you think this is a mistake.',
    ),
  },
  'campaign-approved': {
    label: 'Campaign approved',
    audience: 'company',
    when: 'When an admin approves a campaign request.',
    placeholders: { companyName, campaignName },
    subject: 'Your campaign {{campaignName}} is live',
    content: paragraphs(
      'Your campaign request {{campaignName}} has been approved and is now live: customers can find it and buy its vouchers.',
      'Follow its sales per step on your dashboard.',
    ),
  },
  'campaign-rejected': {
    label: 'Campaign rejected',
    audience: 'company',
    when: 'When an admin rejects a campaign request (the reason follows).',
    placeholders: { companyName, campaignName, reason },
    subject: 'Your campaign request {{campaignName}} was not approved',
    content: paragraphs(
      'We have reviewed your campaign request {{campaignName}} and could not approve it.',
      'You can create a new campaign request with the changes below.',
    ),
  },
  'team-invite': {
    label: 'Team invitation',
    audience: 'company',
    when: 'When a company owner invites a colleague to its team.',
    placeholders: {
      companyName,
      inviterName: p('Who sent it, or “A colleague”', 'Sam Baker'),
      asRole: p('“an owner” or “a member of staff”', 'a member of staff'),
      expiresInDays: p('How many days the invitation works', '7'),
    },
    subject: 'Join {{companyName}} on {{siteName}}',
    content: paragraphs(
      '{{inviterName}} has invited you to join {{companyName}} on {{siteName}} as {{asRole}}.',
      'Open the invitation to sign in or create your business account with this email address.',
    ),
  },
  'custom-offer-received': {
    label: 'New custom offer',
    audience: 'company',
    when: 'To the company when a customer makes an offer.',
    placeholders: { customerFirstName, ...offerFacts, expiresAt: offerExpiresAt },
    subject: `New offer on {{campaignName}}: ${offerText}`,
    content: paragraphs(
      '{{customerFirstName}} has offered to buy a {{faceValue}} voucher for {{campaignName}} at {{discount}} off. Their card is saved: it is charged only if you accept.',
      'Please accept, decline or make one counter-offer by {{expiresAt}} (UK time). After that the offer expires and nothing is charged.',
    ),
  },
  'custom-offer-reminder': {
    label: 'Custom offer reminder',
    audience: 'company',
    when: 'To the company when 4 hours are left to answer an offer.',
    placeholders: { customerFirstName, ...offerFacts, expiresAt: offerExpiresAt },
    subject: '4 hours left to answer an offer on {{campaignName}}',
    content: `{{customerFirstName}}'s offer of ${offerText} is still waiting for your answer. It expires at {{expiresAt}} (UK time).`,
  },
  'refund-company-cancelled': {
    label: 'Sale cancelled and refunded',
    audience: 'company',
    when: 'To the company when one of its sales is refunded and its voucher cancelled.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      amount,
      whoAsked: p(
        'Who asked for the refund, in a sentence',
        'The customer cancelled it within the 14 days the law gives them.',
      ),
    },
    subject: 'Voucher {{code}} cancelled: {{amount}} refunded',
    content: paragraphs(
      "Voucher {{code}} ({{campaignName}}) is cancelled and {{amount}} has been refunded to its buyer's card. Its code no longer works at the till.",
      '{{whoAsked}}',
    ),
  },
  'refund-company-partial': {
    label: 'Sale partly refunded',
    audience: 'company',
    when: 'To the company when part of a sale is refunded and its voucher stays valid.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      amount,
      whoAsked: p('Who asked for the refund, in a sentence', 'Our team made this refund.'),
    },
    subject: 'Voucher {{code}}: {{amount}} refunded',
    content: paragraphs(
      "{{amount}} of voucher {{code}} ({{campaignName}}) has been refunded to its buyer's card. The voucher is still valid.",
      '{{whoAsked}}',
    ),
  },
  'dispute-opened': {
    label: 'Payment disputed',
    audience: 'company',
    when: 'To the company when a card payment for one of its vouchers is disputed.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      amount: p('The disputed amount', '£42.50'),
    },
    subject: 'Voucher {{code}} is on hold: its payment is disputed',
    content:
      "The buyer's bank is disputing the {{amount}} card payment for voucher {{code}} ({{campaignName}}). Until the dispute is settled the code is refused at the till. Your card provider's dashboard says what evidence is needed.",
  },
  'dispute-won': {
    label: 'Dispute won',
    audience: 'company',
    when: 'To the company when a dispute is settled in its favour.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      amount: p('The disputed amount', '£42.50'),
      openedOn: p('The day the dispute was opened', '3 November 2026'),
    },
    subject: 'Voucher {{code}}: the dispute was settled in your favour',
    content:
      'The dispute over the card payment for voucher {{code}} (opened {{openedOn}}) was settled in your favour. The code works again.',
  },
  'dispute-lost': {
    label: 'Dispute lost',
    audience: 'company',
    when: 'To the company when a dispute is lost: the voucher is cancelled.',
    placeholders: {
      companyName,
      campaignName,
      code,
      faceValue,
      amount: p('The disputed amount', '£42.50'),
      openedOn: p('The day the dispute was opened', '3 November 2026'),
    },
    subject: 'Voucher {{code}} is cancelled: the dispute was lost',
    content:
      'The dispute over the card payment for voucher {{code}} (opened {{openedOn}}) was lost: the bank returned {{amount}} to the buyer. The voucher is cancelled and its code no longer works.',
  },

  // Admins.
  'admin-account-created': {
    label: 'Admin account created',
    audience: 'admin',
    when: 'When an admin makes another admin’s account.',
    placeholders: { name, levelName: p('The permission level they were given', 'Support') },
    subject: 'Your admin account on {{siteName}}',
    content: paragraphs(
      'An admin account has been made for you on {{siteName}}. Sign in on the business site with this email address and the password you were given.',
      'Before you can use the admin area you must set up two-step sign-in with an authenticator app: your account page asks for it the first time you sign in.',
    ),
  },
  'voucher-expiry-reminder': {
    label: 'Voucher expiry reminder',
    audience: 'customer',
    when: 'To whoever holds an unused voucher (a gift’s recipient, else the buyer), 30 days and again 7 days before it expires.',
    placeholders: {
      holderName: p('The holder’s name (may be empty)', 'Ada Lovelace'),
      companyName,
      campaignName,
      faceValue,
      expiresOn,
      whenLeft: p('How long is left: “in 30 days”, “tomorrow” or “today”', 'in 30 days'),
    },
    subject: 'Your {{faceValue}} voucher for {{companyName}} expires on {{expiresOn}}',
    content: paragraphs(
      'Your {{faceValue}} voucher to use at {{companyName}} expires {{whenLeft}}, on {{expiresOn}}. After that the code can no longer be used, so make the most of it while you can.',
      REDEEM_HINT,
    ),
  },
  'rating-invitation': {
    label: 'Invitation to rate',
    audience: 'customer',
    when: 'Once, to a customer a week after they used a voucher they bought for themselves, unless they have rated it already.',
    placeholders: {
      holderName: p('The customer’s name (may be empty)', 'Ada Lovelace'),
      companyName,
      campaignName,
    },
    subject: 'How was {{companyName}}?',
    content: paragraphs(
      'A week ago you used your voucher for {{campaignName}} at {{companyName}}. How was it?',
      'Rate your visit from 1 to 5 stars and, if you like, leave a comment: it takes a minute and helps other customers choose.',
    ),
  },
  'date-reminder': {
    label: 'Date reminder',
    audience: 'customer',
    when: 'Once for each occurrence of a date a customer saved (every year, or once), on the UK day a week before it, with gift ideas from the businesses they bought from or favourited.',
    placeholders: {
      customerName: p('The customer’s name (may be empty)', 'Ada Lovelace'),
      name: p('Whose date it is', 'Grace'),
      occasion: p('The occasion', 'Birthday'),
      occasionDate: p('The day of the occasion, in full', 'Friday 25 December 2026'),
    },
    subject: '{{occasion}} for {{name}} on {{occasionDate}}',
    content: paragraphs(
      'A week to go: {{name}}’s {{occasion}} is on {{occasionDate}}.',
      'Send a voucher as a gift: pick a business, and we email it to {{name}} at the time you choose. A few ideas from the businesses you like are below.',
    ),
  },
  'company-notification': {
    label: 'Company notification',
    audience: 'company',
    when: 'To a company’s contact when an admin sends it a notification and asks for it to be emailed.',
    placeholders: {
      companyName,
      dashboardUrl: p(
        'The company’s dashboard, where the notification stays',
        'https://business.example.com/dashboard',
      ),
    },
    subject: 'A message from {{siteName}} for {{companyName}}',
    content: paragraphs(
      'The {{siteName}} team has sent your business a notification:',
      'It is also on your dashboard until you dismiss it: {{dashboardUrl}}',
    ),
  },
} as const satisfies Record<string, EmailCatalogueEntry>;

/** A trigger key: one email the platform sends. */
export type EmailTrigger = keyof typeof EMAIL_CATALOGUE;
export const EMAIL_TRIGGERS = Object.keys(EMAIL_CATALOGUE) as EmailTrigger[];

export const isEmailTrigger = (key: string): key is EmailTrigger =>
  Object.hasOwn(EMAIL_CATALOGUE, key);

/** The values an email fills its wording with: its own placeholders (the shared ones come from the brand). */
export type EmailValues<K extends EmailTrigger> = {
  [P in keyof (typeof EMAIL_CATALOGUE)[K]['placeholders']]: string;
};

/** Every placeholder an email offers: the shared ones, then its own. */
export function placeholdersOf(key: EmailTrigger): Record<string, PlaceholderInfo> {
  return { ...SHARED_PLACEHOLDERS, ...EMAIL_CATALOGUE[key].placeholders };
}

/** The sample values of an email's placeholders (the preview and the test send). */
export function sampleValues(key: EmailTrigger): Record<string, string> {
  return Object.fromEntries(
    Object.entries(placeholdersOf(key)).map(([name, info]) => [name, info.sample]),
  );
}
