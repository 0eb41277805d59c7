// Every user-facing text of the rules lives here so the apps and the server show the same words.
// Texts quoted by the spec are copied exactly, typos included ('Paswords', 'needs to a single'),
// because tests and users elsewhere match on them. Texts the spec does not give are marked below.

// Login (docs/product.md#sign-in)
export const MISSING_EMAIL = 'Missing email';
export const MISSING_PASSWORD = 'Missing password';
export const EMAIL_BADLY_FORMATTED = 'Email address is not formatted correctly';
export const LOGIN_VERIFY_EMAIL =
  'To access your account please click the verification link in the email sent to you.';
export const LOGIN_CREDENTIALS_INCORRECT = 'Login credentials are incorrect';
export const WRONG_USER_DATA = 'Wrong user data';

// Sign-up (docs/product.md#sign-up)
export const MISSING_NAME = 'Missing name';
export const PASSWORD_RULE =
  'Passwords need to be at least 8 characters, and include an uppercase letter, a lowercase letter, a number and a symbol.';
export const EMAIL_IN_USE = 'The email address is already in use by another account.';
export const SIGN_UP_FAILED = 'Sign up failed, please try again';
export const SIGN_UP_SUCCESS =
  'Thank you for signing up. To access your account please click the verification link in the email sent to you. You may need to check your junk folder.';
export const WEAK_PASSWORD_LOG = 'Please choose a stronger password.';
export const EMAIL_IN_USE_LOG = 'Email is already in use';

// Forgot and reset password (docs/product.md#passwords)
export const FORGOT_PASSWORD_SUCCESS =
  'If your email address has been recognised then a password reset email has been sent. Please check your junk folder just in case.';
export const RESET_MISSING_DATA = 'Missing data';
export const RESET_PASSWORDS_DONT_MATCH = "Paswords don't match";
export const RESET_PASSWORD_TOO_SHORT = 'New paswords must be at least 6 characters long';
export const RESET_PASSWORD_FAILED = 'Failed to change password';

// Email action pages (docs/product.md#email-links)
export const EMAIL_REVERTED = 'Account email reverted to previous email.';
export const EMAIL_VERIFIED = 'Email verified successfully.';
export const EMAIL_ALREADY_VERIFIED = 'Email verification link has already been verified.';
export const YOU_CAN_NOW_SIGN_IN = 'You can now sign in';
export const TWO_FACTOR_REVERTED = 'Two factor authentication reverted.';
// An emailed link opened without its code (the email action page and the reset form). Not in the spec.
export const EMAIL_LINK_INCOMPLETE =
  'This link is incomplete or not valid. Please open it again from your email.';
// The undo links of the security notices ask for a click before acting, so a mail scanner that
// opens the link does not undo anything. Not in the spec.
export const RECOVER_EMAIL_EXPLAINED =
  "Someone changed your account's email address. If it was not you, put the previous address back: the change is cancelled and you are signed out everywhere.";
export const RECOVER_EMAIL_BUTTON = 'Put my previous email back';
export const REVERT_TWO_FACTOR_EXPLAINED =
  'Someone turned on two-step sign-in for your account. If it was not you, remove it: you are signed out everywhere and sign in with your password alone.';
export const REVERT_TWO_FACTOR_BUTTON = 'Remove two-step sign-in';
export const SIGNED_OUT_EVERYWHERE =
  'You have been signed out everywhere. If you did not make this change, change your password too.';

// Purchase (docs/product.md#campaign-page-and-buying)
export const CAMPAIGN_UNAVAILABLE =
  'Oops, this campaign is currently unavailable. Please try again soon.';
export const CUSTOM_FACE_VALUE_LIMIT = '£500 limit';
export const CUSTOM_FACE_VALUE_ABOVE_ZERO = 'Voucher value has to be above £0';
export const ANONYMOUS_EMAIL_REQUIRED = 'Please enter your email address';
export const ANONYMOUS_UK_REQUIRED = 'Please confirm you are based in the UK';
export const UK_CONFIRMATION_TEXT =
  'I confirm I am based in the UK and using a UK-issued payment method';
export const RECIPIENT_DETAILS_REQUIRED = 'Please complete recipient details';
export const RECIPIENT_EMAIL_INVALID = 'Recipient email needs to a single, valid email address';
export const PAYMENT_PROCESSING = 'Payment Processing';
export const PAYMENT_COMPLETE = 'Payment Complete';
export const PAYMENT_FAILED = 'Payment Failed';
export const PURCHASE_MAY_TAKE_A_MINUTE = 'Your purchase may take a minute to display';
export const ANONYMOUS_DO_NOT_REFRESH =
  'Please do not refresh the page. Your voucher confirmation will also be emailed to you.';
export const BUY_BUTTON_ANONYMOUS = 'Buy + Unlock Bigger Discounts';
// Not in the spec: the spec gives no text for these purchase rules.
export const CUSTOM_DISCOUNT_RANGE = 'Custom discount must be between 5% and 95%';
export const GIFT_MESSAGE_TOO_LONG = 'Gift message must be 800 characters or fewer';
export const GIFT_DATE_UNREADABLE =
  'Enter the delivery date as MMM DD YYYY HH:mm, e.g. Dec 24 2026 09:00';
export const GIFT_DATE_IN_PAST =
  'Choose a delivery time in the future, or leave it empty for immediate delivery';
export const ANONYMOUS_STEP_NOT_ALLOWED =
  'Guests can buy the first step or make a custom offer only. Please sign in for bigger discounts.';
export const LADDER_COMPLETE =
  "You've unlocked every step of this campaign. You can still make a custom offer.";
export const PURCHASE_LIMIT_REACHED = "You've reached the purchase limit for this campaign.";
export const SLOT_SOLD_OUT =
  'This voucher value is sold out at your step. Please choose another value.';
export const BUYING_DISABLED =
  'Buying is turned off for your account. Please contact us if you think this is a mistake.';
export const GUEST_ALREADY_BOUGHT =
  "You've already bought this campaign as a guest. Sign up to unlock bigger discounts.";
/** A payment of this campaign is still being processed by the card provider. */
export const PAYMENT_STILL_PROCESSING =
  'Your last payment for this campaign is still being processed. Please try again in a minute.';
/** The result page's polling, or the sandbox card form, for a payment that is not theirs. */
export const PAYMENT_NOT_FOUND = 'This payment was not found.';
/** The payment webhook's answer to a body whose signature does not verify. */
export const WEBHOOK_SIGNATURE_INVALID = 'Webhook signature verification failed.';

// Account (docs/product.md#accounts-and-sign-in)
export const MISSING_USER_DATA = 'Missing user data';
export const FAILED_TO_UPDATE = 'Failed to update';
export const MISSING_DATA_LOWER = 'missing data';
export const FAILED_TO_UPDATE_EMAIL = 'Failed to update email';
export const EMAIL_CHANGE_RECENT_LOGIN =
  'This requires recent authentication. Please log out and in, and then try again.';
export const FAILED_TO_UPDATE_PASSWORD = 'Failed to update password';
export const PASSWORD_CHANGE_RECENT_LOGIN =
  'This operation is sensitive and requires recent authentication. Log in again before retrying this request.';
export const UPDATE_SUCCESSFUL = 'Update successful';
export const UPDATE_FAILED = 'Update failed';
export const DELETE_ACCOUNT_CONFIRM = 'Are you sure, you want to delete your account?';

// Cancelling, refunds and the customer's data (issue 15, ADR 028 and 029). Not in the spec.
/** A wallet row the buyer may still cancel: until when (a UK date). */
export const cancelBy = (date: string) => `Cancel by ${date}`;
/** A cancelled (or refunded) voucher's refund, once the card provider has paid it. */
export const refundedAmount = (amount: string) => `Refunded ${amount}`;
export const REFUND_PENDING_NOTE = 'Refund on its way';
/** A refund the card provider refused: the admins see it and try again. */
export const REFUND_DELAYED_NOTE = 'Refund delayed: we are looking into it';
/** A wallet row whose card payment is disputed (the long form is VOUCHER_FROZEN). */
export const VOUCHER_ON_HOLD = 'On hold while its card payment is disputed';
export const CANCEL_VOUCHER_FAILED =
  "We couldn't cancel this voucher just now. Please try again in a minute.";
/** The company's confirmation of cancelling a sale with a refund to the buyer. */
export const cancelSaleConfirmation = (amount: string, customer: string) =>
  `Cancel ${customer}'s voucher and refund ${amount} to their card? The code stops working at once and we email them. This cannot be undone.`;
export const saleCancelled = (amount: string) =>
  `Voucher cancelled. ${amount} is on its way back to the customer's card.`;
export const CANCEL_SALE_FAILED =
  "We couldn't cancel this sale just now. Please try again in a minute.";
/** The Close Account tab: what closing erases and what it keeps (ADR 029). */
export const ACCOUNT_CLOSE_NOTE =
  'Your name, email, phone number, sign-in and favourites are erased. Vouchers you bought stay valid for whoever holds them, and the businesses keep the records of the sale the law asks for, without your name. Want a copy first? Use "Download my data" in Edit Profile.';
/** The account page's "Download my data" section. */
export const DATA_EXPORT_INTRO =
  'Download a copy of what we hold about you: your account, the vouchers you bought (gifts included), your payments, favourites and custom offers. The JSON file has everything; the CSV file lists your vouchers for a spreadsheet.';

// Second factor (authenticator app, text-message codes). Not in the spec.
export const TWO_FACTOR_CODE_WRONG = 'That code is not right. Please try again.';
export const PHONE_NUMBER_TAKEN =
  'That mobile number already receives sign-in codes for another account. Please use another number.';
export const TEXT_MESSAGE_ALREADY_ON =
  'Text-message codes are already on for this account. To use another number, turn two-step sign-in off and on again.';
export const NO_TEXT_MESSAGE_NUMBER =
  'This account has no mobile number for text-message codes. Please use your authenticator app or a backup code.';
export const SIGN_IN_STEP_EXPIRED = 'Your sign-in has expired. Please sign in again.';
/** The texted sign-in code, in the marketplace's name. */
export function twoFactorCodeText(siteName: string, code: string, lifetimeMinutes: number): string {
  return `${siteName} code: ${code}. It expires in ${lifetimeMinutes} minutes. Never share it.`;
}

// Company and admin (docs/product.md#messages-and-emails)
export const FAILED_TO_CREATE_USER = 'Failed to create new user';
export const FAILED_TO_DELETE_USER = 'Failed to delete user';
export const FAILED_TO_DELETE_PERMISSION_LEVEL = 'Failed to delete permission level';
export const FAILED_TO_DELETE_NOTIFICATION = 'Failed to delete notification';
export const FAILED_TO_REQUEST_CAMPAIGN = 'Failed to request this campaign, please try again.';
export const WRONG_COMPANY_IDENTIFIER = 'Wrong company identifier';
export const INVALID_TRADING_NAME = 'Invalid trading name';
export const INVALID_WEBSITE_FORMAT = 'Invalid website format';
export const INVALID_FORMAT = 'Invalid format';
export const REQUEST_ALREADY_PENDING = 'Request already pending (cancel or wait for review)';
export const NO_IMAGE_SELECTED = 'No image selected';

// The admin area's lists (payments, customers, the interaction log): their filters and pages. Not in the spec.
export const ADMIN_LIST_FROM_LABEL = 'From';
export const ADMIN_LIST_TO_LABEL = 'To';
/** The customers' and companies' lists: the days they signed up (To: ADMIN_LIST_TO_LABEL). */
export const ADMIN_LIST_JOINED_FROM_LABEL = 'Joined from';
/** Above /admin/companies: how many match (New companies on the dashboard is the same count). */
export const adminCompaniesCount = (n: number) =>
  n === 1 ? '1 company' : `${n.toLocaleString('en-GB')} companies`;
export const ADMIN_LIST_SHOW = 'Show';
export const ADMIN_LIST_CLEAR = 'Clear filters';
export const ADMIN_LIST_EXPORT = 'Export CSV';
export const ADMIN_LIST_PREVIOUS = 'Previous page';
export const ADMIN_LIST_NEXT = 'Next page';
/** `more`: the list stopped counting (ADMIN_LIST_COUNT_LIMIT), so there are more pages than `pages`. */
export const adminListPageOf = (page: number, pages: number, more = false) =>
  more ? `Page ${page} of more than ${pages}` : `Page ${page} of ${pages}`;

// Admins and permission levels (/admin/admins, /admin/roles, issue 16). Not in the spec except
// FAILED_TO_CREATE_USER, FAILED_TO_DELETE_USER, FAILED_TO_DELETE_PERMISSION_LEVEL, UPDATE_FAILED,
// UPDATE_SUCCESSFUL, MISSING_EMAIL, MISSING_PASSWORD, PASSWORD_RULE and RESET_PASSWORDS_DONT_MATCH.
export const ADMIN_RETYPE_PASSWORD_REQUIRED = 'Please retype the password';
export const ADMIN_FIRST_NAME_REQUIRED = 'Missing first name';
export const ADMIN_LAST_NAME_REQUIRED = 'Missing last name';
export const ADMIN_PERMISSION_LEVEL_REQUIRED = 'Please choose a permission level';
export const ADMIN_DOES_NOT_EXIST = 'This admin does not exist.';
export const PERMISSION_LEVEL_DOES_NOT_EXIST = 'This permission level does not exist.';
/** Why a change that would leave nobody able to manage admins is refused (beside the spec's words). */
export const LAST_ADMIN_MANAGER =
  'At least one admin must keep write access to Admins and permission levels.';
export const PERMISSION_LEVEL_IN_USE = 'Move its admins to another level first.';
export const PERMISSION_LEVEL_NAME_REQUIRED = 'Please give the permission level a name';
export const PERMISSION_LEVEL_DESCRIPTION_REQUIRED = 'Please describe the permission level';
export const PERMISSION_LEVEL_NAME_TOO_LONG = 'Permission level names are at most 60 characters';
export const PERMISSION_LEVEL_DESCRIPTION_TOO_LONG =
  'Permission level descriptions are at most 300 characters';
export const PERMISSION_LEVEL_NAME_TAKEN = 'A permission level with this name already exists';
export const ADMINS_TITLE = 'Admins';
export const ADMINS_LEAD =
  'Everyone who can sign in to the admin area, their permission level and when they were last active.';
export const PERMISSION_LEVELS_TITLE = 'Permission levels';
export const PERMISSION_LEVELS_LEAD =
  'What the admins of each level may see and change, area by area. Write includes read.';
export const ADMINS_TEXT = {
  loading: 'Loading admins…',
  caption: 'Admins, by name',
  never: 'Never',
  noLevel: 'No level',
  twoStepOn: 'On',
  twoStepOff: 'Not set up',
  add: 'Add an admin',
  addTitle: 'New admin',
  addNote:
    'They are emailed a link to the business sign-in and must set up two-step sign-in before they can use the admin area. The password is not emailed: tell them in person.',
  create: 'Create admin',
  creating: 'Creating…',
  changeLevel: 'Change level',
  changeLevelOf: (name: string) => `Permission level of ${name}`,
  save: 'Save',
  saving: 'Saving…',
  remove: 'Remove',
  removeTitle: 'Remove this admin?',
  removeText: (name: string) =>
    `${name} will be signed out everywhere and can no longer sign in. This cannot be undone.`,
  confirmRemove: 'Remove admin',
  cancel: 'Cancel',
  you: '(you)',
} as const;
export const ADMINS_COLUMNS = {
  admin: 'Admin',
  level: 'Permission level',
  twoStep: 'Two-step sign-in',
  lastActivity: 'Last activity',
  actions: 'Actions',
} as const;
export const ADMIN_FORM_LABELS = {
  email: 'Email',
  password: 'Password',
  retypePassword: 'Retype password',
  firstName: 'First name',
  lastName: 'Last name',
  permissionLevel: 'Permission level',
  chooseLevel: 'Choose a level',
} as const;
export const PERMISSION_LEVELS_TEXT = {
  loading: 'Loading permission levels…',
  caption: 'Permission levels, most powerful first',
  add: 'Add a permission level',
  addTitle: 'New permission level',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  description: 'Description',
  areas: 'Access by area',
  create: 'Create level',
  save: 'Save level',
  saving: 'Saving…',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this permission level?',
  deleteText: (name: string) => `${name} will be deleted. This cannot be undone.`,
  confirmDelete: 'Delete level',
  cancel: 'Cancel',
  admins: 'Admins',
  access: 'Access',
} as const;
export const ADMIN_ACCESS_LABELS = { none: 'None', read: 'Read', write: 'Write' } as const;
export const adminsCount = (n: number) => (n === 1 ? '1 admin' : `${n} admins`);

// Company notifications (/admin/notifications and the company dashboard, issue 17). Not in the
// spec except FAILED_TO_DELETE_NOTIFICATION above.
export const COMPANY_NOTIFICATION_TITLE_REQUIRED = 'Please write the notification';
export const COMPANY_NOTIFICATION_TITLE_TOO_LONG = 'Notifications are at most 500 characters';
export const COMPANY_NOTIFICATION_LINK_INVALID =
  'The link must be a full web address starting with https://';
export const COMPANY_NOTIFICATION_COMPANIES_REQUIRED = 'Please choose at least one company';
export const COMPANY_NOTIFICATION_TOO_MANY_COMPANIES = 'Please choose at most 500 companies';
export const COMPANY_NOTIFICATION_CATEGORY_REQUIRED = 'Please choose a category';
export const COMPANY_NOTIFICATION_NO_RECIPIENTS =
  'No approved company matches this audience, so nothing was sent';
export const COMPANY_NOTIFICATION_DOES_NOT_EXIST = 'This notification does not exist.';
export const COMPANY_NOTIFICATIONS_TAB = 'Company notifications';
export const COMPANY_NOTIFICATION_AUDIENCE_LABELS = {
  all: 'All approved companies',
  chosen: 'Chosen companies',
  category: "A category's companies",
} as const;
export const COMPANY_NOTIFICATIONS_TEXT = {
  formTitle: 'Company notification',
  formNote:
    'Only approved companies receive notifications. Each sees it on its dashboard until it dismisses it.',
  title: 'Notification',
  titleHint: 'Up to 500 characters.',
  link: 'Link (optional)',
  linkHint: 'Shown with the notification, e.g. https://example.com/guide',
  audience: 'Send to',
  search: 'Find companies by name',
  searching: 'Searching companies…',
  noMatch: 'No approved company matches this name.',
  results: 'Matching companies',
  add: (name: string) => `Add ${name}`,
  chosen: 'Chosen companies',
  noneChosen: 'No company chosen yet.',
  remove: (name: string) => `Remove ${name}`,
  category: 'Category',
  chooseCategory: 'Choose a category',
  categoryOption: (name: string, companies: number) =>
    `${name} (${companies === 1 ? '1 company' : `${companies} companies`})`,
  email: "Also email each company's contact",
  emailHint: 'Its contact email, or its owners when it has none.',
  send: 'Send notification',
  sending: 'Sending…',
  sent: (recipients: number) =>
    `Notification sent to ${recipients === 1 ? '1 company' : `${recipients} companies`}`,
  sendFailed: 'The notification was not sent',
  listTitle: 'Sent notifications',
  loading: 'Loading notifications…',
  emptyTitle: 'No notifications sent',
  empty: 'Notifications you send appear here, newest first.',
  caption: 'Sent notifications, newest first',
  audienceOf: (audience: 'all' | 'chosen' | 'category', categoryName: string | null) =>
    audience === 'all'
      ? 'All approved companies'
      : audience === 'category'
        ? `Category: ${categoryName ?? 'deleted'}`
        : 'Chosen companies',
  emailed: 'Emailed',
  unknownAdmin: 'a former admin',
  sentBy: (who: string) => `by ${who}`,
  delete: 'Delete',
  deleteTitle: 'Delete this notification?',
  deleteText: "It disappears from every company's dashboard. This cannot be undone.",
  confirmDelete: 'Delete notification',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  // The company dashboard.
  dashboardTitle: 'Notifications',
  dashboardLoading: 'Loading notifications…',
  openLink: 'Open link',
  newTag: 'New',
  dismiss: 'Dismiss',
  dismissOf: (title: string) => `Dismiss: ${title}`,
  dismissFailed: 'The notification could not be dismissed. Please try again.',
  unread: 'unread',
} as const;
export const COMPANY_NOTIFICATIONS_COLUMNS = {
  notification: 'Notification',
  audience: 'Audience',
  recipients: 'Companies',
  read: 'Read',
  dismissed: 'Dismissed',
  sentAt: 'Sent',
  actions: 'Actions',
} as const;
export const companyNotificationsCount = (n: number) =>
  n === 1 ? '1 notification' : `${n.toLocaleString('en-GB')} notifications`;

// Admin: customers (/admin/customers, issue 16). Not in the spec except UPDATE_SUCCESSFUL and
// UPDATE_FAILED above.
export const CUSTOMER_ACCOUNT_DENIED =
  'Your account has been closed to sign-in. Please contact us if you think this is a mistake.';
export const CUSTOMER_REDEMPTIONS_OFF =
  "This voucher cannot be redeemed: its buyer's redemptions are turned off. Please ask them to contact us.";
export const CUSTOMER_DOES_NOT_EXIST = 'Customer does not exist';
export const CUSTOMER_CHANGE_NEEDED = 'Choose one change to make';
export const CUSTOMER_GIFTING_FEE_RANGE = 'The gifting fee must be between £0 and £50';
export const ADMIN_CUSTOMERS_TITLE = 'Customers';
export const ADMIN_CUSTOMERS_LEAD =
  'Find a customer, see what they bought, and turn their sign-in, buying, redemptions or tester view on or off.';
export const ADMIN_CUSTOMERS_TEXT = {
  filterLabel: 'Filter customers',
  search: 'Search by name or email',
  status: 'Status',
  anyStatus: 'Any status',
  tester: 'Testers',
  anyTester: 'Everyone',
  testersOnly: 'Testers only',
  nonTesters: 'Not testers',
  buyingOff: 'Buying turned off only',
  show: ADMIN_LIST_SHOW,
  clear: ADMIN_LIST_CLEAR,
  loading: 'Loading customers…',
  emptyTitle: 'No customers',
  empty: 'No customers match these filters.',
  caption: 'Customers, newest first',
  close: 'Close',
  loadingOne: 'Loading the customer…',
  recentVouchers: 'Recent vouchers',
  noVouchers: 'No vouchers yet.',
  never: 'Never',
  siteDefault: 'site default',
  confirm: 'Confirm',
  back: 'Back',
  saving: 'Saving…',
  saveFee: 'Save fee',
  clearFee: 'Use the site default',
  switches: 'Account switches',
  used: 'Used',
  cancelled: 'Cancelled',
} as const;
export const ADMIN_CUSTOMERS_COLUMNS = {
  customer: 'Customer',
  status: 'Status',
  vouchers: 'Vouchers',
  spend: 'Spend',
  lastActive: 'Last active',
} as const;
export const ADMIN_CUSTOMER_STATUS = { approved: 'Approved', denied: 'Denied' } as const;
export const ADMIN_CUSTOMER_CHIPS = {
  tester: 'Tester',
  buyingOff: 'Buying off',
  redemptionsOff: 'Redemptions off',
} as const;
export const ADMIN_CUSTOMER_SWITCHES = {
  status: 'Can sign in (approved)',
  buyingEnabled: 'Buying',
  redemptionsEnabled: 'Redemptions',
  tester: 'Tester (sees test-mode campaigns)',
} as const;
export const ADMIN_CUSTOMER_GIFTING_FEE = 'Gifting fee override (£)';
export const adminCustomerGiftingFeeHint = (siteDefault: string) =>
  `Empty uses the site default (${siteDefault}). £0 to £50.`;
/** `more`: more than `n` match (the list counts up to ADMIN_LIST_COUNT_LIMIT). */
export const adminCustomersCount = (n: number, more = false) =>
  more
    ? `More than ${n.toLocaleString('en-GB')} customers`
    : n === 1
      ? '1 customer'
      : `${n} customers`;
export const adminCustomerDetailsFor = (name: string) => `Details of ${name}`;
/** The confirmation of a switch: what is about to change, for whom. */
export const adminCustomerConfirm = (change: string, name: string) => `${change} for ${name}?`;
export const ADMIN_CUSTOMER_CHANGE_NAMES = {
  deny: 'Deny the account',
  approve: 'Approve the account',
  buyingOff: 'Turn buying off',
  buyingOn: 'Turn buying on',
  redemptionsOff: 'Turn redemptions off',
  redemptionsOn: 'Turn redemptions on',
  testerOn: 'Make a tester',
  testerOff: 'Stop being a tester',
} as const;
/** What each switch does to the customer, named in its confirmation. */
export const ADMIN_CUSTOMER_EFFECTS = {
  deny: 'They are signed out everywhere and can no longer sign in or buy. We email them.',
  approve: 'They can sign in and buy again. We email them.',
  buyingOff:
    'Their buy buttons are disabled and the server refuses their purchases. We email them.',
  buyingOn: 'They can buy again. We email them.',
  redemptionsOff: 'Vouchers they bought are refused at the till. We email them.',
  redemptionsOn: 'Vouchers they bought can be redeemed again. We email them.',
  testerOn: 'They also see campaigns in test mode.',
  testerOff: 'They no longer see campaigns in test mode.',
} as const;

// The company area's, the admin area's and the public pages' refusals. Not in the spec.
/** An upload past the largest file read (MAX_IMAGE_BYTES). */
export const IMAGE_FILE_TOO_BIG = 'Images can be at most 10 MB';
export const INVITE_NOT_FOUND = 'This invitation is no longer open.';
export const MEMBER_NOT_FOUND = 'This person is not a member of your team.';
/** The admin area: a company or campaign id that is not in the database. */
export const COMPANY_DOES_NOT_EXIST = 'This company does not exist.';
export const CAMPAIGN_DOES_NOT_EXIST = 'This campaign does not exist.';
/** The catalog and purchases: a campaign that does not exist or is not for sale to this viewer. */
export const CAMPAIGN_NOT_AVAILABLE = 'This campaign is not available.';
export const PAGE_NOT_AVAILABLE = 'This page is not available.';
export const STORY_NOT_AVAILABLE = 'This story is not available.';

// Company campaign request (docs/product.md#campaign-rules). Not in the spec: it gives the rules but not their texts.
export const FACE_VALUE_RANGE = 'Voucher values must be between £10 and £1,000';
export const FACE_VALUE_MULTIPLE = 'Voucher values must be in multiples of £5';
export const FACE_VALUE_2_ABOVE_1 = 'Voucher 2 must be at least £5 more than voucher 1';
export const FACE_VALUE_3_ABOVE_2 = 'Voucher 3 must be at least £5 more than voucher 2';
export const STEP_DISCOUNT_MULTIPLE = 'Step discounts must be in multiples of 5%';
export const STEP_DISCOUNT_MIN = 'Step discounts must be at least 5%';
export const STEP_DISCOUNT_MAX = 'Step discounts can be at most 90%';
export const STEP_2_ABOVE_1 = 'Step 2 must be at least 5% more than step 1';
export const STEP_3_ABOVE_2 = 'Step 3 must be at least 5% more than step 2';
export const TOTAL_VALUE_RANGE = 'Total value must be between £1,000 and £1,000,000';
export const CAMPAIGN_NAME_REQUIRED = 'Please enter a campaign name';
export const EXPIRY_REQUIRED = 'Please choose an expiry timeframe';
export const START_DATE_REQUIRED = 'Please choose a start date';
export const START_DATE_IN_PAST = 'Start date cannot be in the past';
export const TERMS_NOT_ACCEPTED = 'Please accept the terms and conditions';
export const CAMPAIGN_NAME_TAKEN = 'You already have a campaign with this name';
export const CAMPAIGN_REQUESTED = 'Campaign requested. We will review it shortly.';
export const CAMPAIGN_REQUEST_CANCELLED = 'Request cancelled';
/** The company area: one of the company's own campaigns (or the company) by id, not found. */
export const COMPANY_CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const CAMPAIGN_NOT_CANCELLABLE = 'Only a request awaiting review can be cancelled';
export const CAMPAIGN_NOT_TOP_UPPABLE = 'Only a live or pending campaign can be topped up';
export const TOTAL_VALUE_TOPPED_UP = 'Total value updated';

// Company dashboard and redemption. Not in the spec (docs/product.md#company-dashboard only says the figures are indicative).
export const FIGURES_INDICATIVE = 'Figures update every minute and are indicative only.';
/** Beside the dashboard's "Expiring in 30 days" (docs/product.md#expiry-reminders). */
export const VOUCHERS_EXPIRING_SOON_HINT = 'Unused; their holders get an email reminder.';
export const VOUCHER_CODE_UNKNOWN =
  "We couldn't find a voucher with this code. Please check it and try again.";
export const VOUCHER_ALREADY_USED = 'This voucher has already been used.';
export const VOUCHER_CANCELLED = 'This voucher has been cancelled and cannot be used.';
export const VOUCHER_EXPIRED = 'This voucher has expired and cannot be used.';
export const REDEMPTIONS_TURNED_OFF =
  'Redemptions are turned off. Turn them on in your dashboard to redeem vouchers.';
export const VOUCHER_MARKED_USED = 'Voucher marked as used';

// Business site: the custom-offers inbox and a campaign's offer settings (docs/product.md#custom-offers,
// ADR 027). Not in the spec.
export const OFFER_STATUS_PENDING = 'Waiting for an answer';
export const OFFER_STATUS_COUNTERED = "Counter-offer sent: the customer's turn";
export const OFFER_AWAITING_CUSTOMER_PAYMENT = 'Awaiting customer payment';
export const OFFER_STATUS_CHARGED = 'Accepted and paid';
export const OFFER_STATUS_DECLINED = 'Declined by you';
export const OFFER_STATUS_EXPIRED = 'Expired without a sale';
export const OFFER_STATUS_WITHDRAWN = 'Withdrawn by the customer';
export const OFFER_STATUS_FAILED = "The customer's payment did not go through";
export const OFFER_STATUS_AWAITING_CARD = "The customer's card is being saved";
export const OFFER_AUTO_ACCEPTED = 'Accepted automatically (your auto-accept setting)';
export const OFFERS_OWNERS_ANSWER =
  'Only an owner of the company can answer custom offers. You can see them here.';
export const NO_OFFERS_WAITING = 'No custom offers are waiting. New ones appear here.';
export const NO_OFFERS_ANSWERED = 'No answered custom offers yet.';
export const OFFERS_LOAD_FAILED = 'Your custom offers could not be loaded. Please reload the page.';
export const OFFER_ANSWER_FAILED = 'Your answer could not be sent. Please try again.';
export const OFFER_DECLINE_REASON_TOO_LONG = 'Keep the reason to 500 characters or fewer';
export const OFFER_SETTINGS_SAVED = 'Offer settings saved';
export const OFFER_SETTINGS_FAILED = 'Offer settings could not be saved. Please try again.';
/** A campaign's offer settings in a sentence (the dashboard), amounts already written as money. */
export function offerSettingsSummary(
  enabled: boolean,
  maxFaceValue: string,
  autoAcceptDiscount: number | null,
): string {
  if (!enabled) return 'Customer offers are off.';
  return autoAcceptDiscount === null
    ? `Customers may offer up to ${maxFaceValue}; you answer each offer.`
    : `Customers may offer up to ${maxFaceValue}; offers at or below ${autoAcceptDiscount}% are accepted at once.`;
}
/** The dashboard's link to the inbox. */
export const offersWaitingText = (count: number) =>
  count === 0
    ? 'No custom offers are waiting for your answer'
    : `${count} custom ${count === 1 ? 'offer is' : 'offers are'} waiting for your answer`;
/** Accepting an offer charges the saved card at once: the confirmation says how much. */
export const offerAcceptConfirm = (total: string) =>
  `Accepting charges the customer's saved card ${total}. The voucher is issued once it is paid.`;
export const offerAcceptedOutcome = (firstName: string, paid: boolean) =>
  paid
    ? `Offer accepted: ${firstName} has paid and has the voucher.`
    : `Offer accepted: we are charging ${firstName}'s card and will issue the voucher once it is paid.`;
export const offerAwaitingPaymentOutcome = (firstName: string) =>
  `Offer accepted, but ${firstName}'s card needs them to complete the payment (their bank asked them to confirm it, or it was declined). We have emailed them a link; the voucher is issued once they pay.`;
export const offerDeclinedOutcome = (firstName: string) =>
  `Offer declined. We have told ${firstName}; nothing was charged.`;
export const offerCounteredOutcome = (firstName: string, discount: number, price: string) =>
  `Counter-offer sent: ${discount}% off, ${price}. ${firstName} can accept it until the offer's time runs out.`;

// Basic information, website connection, dashboard. Not in the spec except INVALID_WEBSITE_FORMAT.
export const LOGO_TOO_SMALL = 'Logo must be at least 100 x 100 px';
export const IMAGE_TOO_SMALL = 'Image must be at least 540 x 270 px';
export const IMAGE_TOO_LARGE = 'Images can be at most 4096 x 2160 px';
/** An admin upload (story, category, branding, press, perk) smaller than its kind allows. */
export const imageTooSmall = (min: { width: number; height: number }) =>
  `Image must be at least ${min.width} x ${min.height} px`;
export const TOP_UP_MULTIPLE = 'New total value must be a multiple of £5';
export const TOP_UP_NOT_GREATER = 'New total value must be greater than the current value';

// Who may do what (the server's access checks). Not in the spec.
export const COMPANY_ONLY = 'Only a member of a company can do this.';
/** A staff member trying an owner's change. */
export const COMPANY_ROLE_REFUSED = 'Only an owner of the company can change this.';
export const ADMIN_ONLY = 'Only platform admins can do this.';
export const ADMIN_NEEDS_SECOND_FACTOR =
  'Admins must turn on two-step sign-in before using the admin area.';
/** An admin whose permission level does not reach the area (or only reads it). */
export const ADMIN_AREA_REFUSED = 'Your permission level does not allow this.';
/** The business site's page for an admin area their level does not reach (403). */
export const ADMIN_AREA_REFUSED_TITLE = 'No access to this area';
export const ADMIN_AREA_REFUSED_HOME = 'Go to the admin dashboard';
export const ADMIN_ACCESS_LOADING = 'Loading your permission level';
/** Above an area's page whose level only reads it: its changing controls are off. */
export const ADMIN_AREA_READ_ONLY =
  'Your permission level lets you view this area but not change it.';

// Admin: content management, pages and Our Stories (/admin/content-management, issue 17). Not in
// the spec except UPDATE_SUCCESSFUL and UPDATE_FAILED above.
export const PAGE_TITLE_REQUIRED = 'Please enter a title.';
export const PAGE_TITLE_TOO_LONG = 'The title can be at most 200 characters.';
export const CONTENT_HTML_TOO_LONG = 'This text is too long. Please shorten it and try again.';
export const CONTENT_IMAGE_ADDRESS = 'Please upload an image or give an https address.';
export const STORY_HEADER_REQUIRED = 'Please enter a header.';
export const STORY_HEADER_TOO_LONG = 'The header can be at most 200 characters.';
export const STORY_DATE_REQUIRED = 'Please choose the date and time the story is published.';
export const PAGE_VERSION_NOT_FOUND = 'This version of the page was not found.';
export const CONTENT_MANAGEMENT_TEXT = {
  title: 'Content management',
  lead: 'What customers and companies read: pages, stories, categories, branding, FAQ links, press and setup help.',
  tabsLabel: 'Content sections',
  pagesTab: 'Pages',
  storiesTab: 'Our Stories',
} as const;
export const CONTENT_PAGES_TEXT = {
  loading: 'Loading pages…',
  loadingPage: 'Loading the page…',
  choose: 'Page to edit',
  shownAt: 'Shown at',
  notShown: 'Not linked from the site',
  lastUpdated: 'Last updated',
  titleLabel: 'Title',
  textLabel: 'Text',
  editorLoading: 'Loading the editor…',
  save: 'Save page',
  saving: 'Saving…',
  preview: 'Preview',
  previewLead: 'As customers see it once saved: anything the site does not allow is removed.',
  previewSaved: 'The saved page, as the site shows it.',
  previewUnsaved: 'Unsaved changes, shown with the rules the server applies when you save.',
  history: 'Version history',
  historyLead: 'Every saved text, newest first. Restoring one saves it again as the newest.',
  noVersions: 'No earlier versions yet: the first save keeps the current text here.',
  current: 'Current',
  savedBy: (name: string | null) => (name ? `Saved by ${name}` : 'Original text'),
  view: 'View',
  hide: 'Hide',
  restore: 'Restore',
  restoreTitle: 'Restore this version?',
  restoreText: (when: string) =>
    `The text saved on ${when} becomes the page's text, as a new version. Customers see it at once.`,
  confirmRestore: 'Restore version',
  cancel: 'Cancel',
  unsavedChanges: 'You have unsaved changes.',
} as const;
export const RICH_TEXT_EDITOR_TEXT = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'Heading',
  heading3: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkPrompt: 'Link address (leave empty to remove the link)',
  linkApply: 'Apply link',
  linkRemove: 'Remove link',
  linkInvalid: 'Please enter an address starting with https://, http://, mailto: or tel:.',
  quote: 'Quote',
  undo: 'Undo',
  redo: 'Redo',
} as const;
export const STORIES_ADMIN_TEXT = {
  loading: 'Loading stories…',
  caption: 'Our Stories, newest first',
  add: 'Add a story',
  addTitle: 'New story',
  editTitle: (header: string) => `Edit ${header}`,
  header: 'Header',
  image: 'Image',
  imageUrl: 'Image address',
  imageHint: 'At least 540 × 270 pixels.',
  date: 'Publish on (UK time)',
  dateHint: 'A date in the future schedules the story: customers see it from then.',
  publishedLabel: 'Published',
  publishedHint: 'Untick to keep the story without showing it to customers.',
  text: 'Text',
  status: 'Status',
  actions: 'Actions',
  statuses: { published: 'Published', scheduled: 'Scheduled', unpublished: 'Unpublished' },
  scheduledFor: (when: string) => `Shows from ${when}`,
  create: 'Create story',
  save: 'Save story',
  saving: 'Saving…',
  edit: 'Edit',
  unpublish: 'Unpublish',
  republish: 'Publish',
  delete: 'Delete',
  deleteTitle: 'Delete this story?',
  deleteText: (header: string) => `"${header}" will be deleted. This cannot be undone.`,
  confirmDelete: 'Delete story',
  cancel: 'Cancel',
  empty: 'No stories yet. Add the first one.',
  noImage: 'No image',
} as const;

// Admins confirm their identity before the most sensitive actions. Not in the spec.
export const REAUTHENTICATION_REQUIRED =
  'For your security, please confirm it is you: enter your password and the code from your authenticator app.';
export const IDENTITY_NOT_CONFIRMED = 'That password or code is not right. Please try again.';
export const IDENTITY_NEEDS_AUTHENTICATOR =
  'Confirming it is you needs an authenticator app. Please set one up in your account settings.';
export const IDENTITY_PASSWORD_REQUIRED = 'Please enter your password.';
export const IDENTITY_CONFIRMATION_TITLE = 'Confirm it is you';
export const IDENTITY_CONFIRMATION_NOTE =
  'You will not be asked again for 10 minutes while you stay signed in.';

// Limits and checks against abuse. Not in the spec.
export const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
/** A request field longer than any real value (a field without a length rule of its own). */
export const TEXT_TOO_LONG = 'This is too long. Please shorten it and try again.';
export const BOT_CHECK_FAILED = 'Please complete the check that you are not a robot.';
/** A payment that arrived, but not for the amount due: no voucher until someone has looked. */
export const PAYMENT_NEEDS_REVIEW =
  'We received your payment but could not issue your voucher automatically. We will email you to put it right.';

// Savings calculator. Not in the spec.
export const DIGITS_ONLY = 'Please use digits only';
export const COMMISSION_RANGE = 'Commission must be between 0% and 100%';

// Pages (docs/product.md#sites-routes-and-menus)
export const NOT_FOUND = "Sorry but we couldnt find this page. It doesn't exist!";
export const HOME_TAGLINE =
  'Guaranteed to save on every purchase - so treat yourself or surprise someone special';
export const WALLET_REDEEM_HINT =
  "To redeem a voucher just enter the code when paying at a business' online checkout, unless otherwise stated.";

/** 'Your request has been sent…' falls back to "Company's" when the name is missing (docs/product.md#planned). */
export function customOfferSentMessage(companyName: string | null | undefined): string {
  const owner = companyName?.trim() ? `${companyName.trim()}'s` : "Company's";
  return `Your request has been sent. We'll send you ${owner} response within 24 hours. Good luck!`;
}

/** The customer site's banner when a new version of the site is ready to take over. */
export const UPDATE_AVAILABLE = 'A new version is available';
export const UPDATE_RELOAD = 'Reload';

// Customer site: purchase, payment result and card form. Not in the spec.
/** Stripe's test cards, offered as a hint by the sandbox card form only. */
export const SANDBOX_CARD_HINT =
  'Sandbox: use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (3-D Secure) or 4000 0000 0000 0259 (succeeds, then disputed as fraud), any future expiry date and any CVC.';
/** Not in the spec: the sandbox's test cards for saving a card (a custom offer), by what a later charge does. */
export const SANDBOX_SETUP_CARD_HINT =
  'Sandbox: 4242 4242 4242 4242 saves a card the business can charge later; with 4000 0027 6000 3184 that charge needs your authentication, with 4000 0000 0000 9995 it is declined; 4000 0000 0000 0002 is declined now. Any future expiry date and any CVC.';
/** Not in the spec: the card forms' own messages (the sandbox's form and Stripe Elements). */
export const CARD_NUMBER_REQUIRED = 'Please enter your card number';
export const PAYMENT_NOT_TAKEN = 'Your payment could not be taken.';
export const CONFIRM_FAILED = 'We could not reach the payment service. Please try again.';
/** Not in the spec: a guest's complete payment whose code is not ready to show yet. */
export const GUEST_CODE_BY_EMAIL =
  'Your voucher code is on its way to you by email. You can also find it by checking again in a minute.';
/** Not in the spec: what the Copy action says once the code is on the clipboard. */
export const CODE_COPIED = 'Copied';

// Customer site: wallet, favourites and sharing. Not in the spec.
export const OFFLINE_NOTICE = 'Offline — showing your vouchers as last loaded';
export const FAVOURITE_FAILED = "We couldn't update your favourites. Please try again.";
export const LINK_COPIED = 'Link copied';

// Business site: team, admin access, redemption and payments. Not in the spec.
/** Not in the spec. */
export const TEAM_LOAD_FAILED = 'Your team could not be loaded. Please reload the page.';
export const INVITE_SENT = (email: string) =>
  `Invitation sent to ${email}. The link works for 7 days.`;
/** Not in the spec: the words of the admin area's two-step sign-in rule. */
export const ADMIN_TWO_FACTOR_REQUIRED =
  'Admins must turn on two-step sign-in before they can open the admin area.';
/** A redemption look-up or redeem that failed without the server's words. */
export const REDEMPTION_FAILED = 'Something went wrong, please try again.';
export const CAMERA_UNAVAILABLE =
  'The camera could not be opened. Type the code instead, or allow camera access and try again.';
/** Not in the spec. */
export const PAYMENTS_CONNECTED = 'Payments connected. Customers can pay you by card.';
export const CONNECT_FAILED = 'Payments could not be connected just now. Please try again.';

// Both sites: bot check, two-step sign-in and account settings. Not in the spec.
/** Not in the spec: the sign-up forms' own words for an unticked bot check. */
export const BOT_CHECK_REQUIRED = 'Please tick the bot check box and wait for it to finish.';
export const TWO_FACTOR_CODE_REQUIRED =
  'Please enter the 6-digit code from your authenticator app.';
export const BACKUP_CODE_REQUIRED = 'Please enter one of your backup codes.';
export const TEXT_CODE_REQUIRED = 'Please enter the 6-digit code we texted you.';
export const TEXT_CODE_NOT_SENT = 'We could not text a code just now. Please try again.';
export const textCodeSentNotice = (sentTo: string) =>
  `We sent a code to ${sentTo}. It expires in 3 minutes.`;
/** The two-step sign-in settings (the spec's second factor was an SMS code). */
export const TWO_FACTOR_ON = 'Two-step sign-in is on.';
export const TWO_FACTOR_OFF = 'Two-step sign-in is off.';
export const PASSWORD_REQUIRED_TO_CONTINUE = 'Please enter your password to continue.';
export const WRONG_PASSWORD = 'That password is not right. Please try again.';
/** Not in the spec (its delete errors are only logged): a failed close. */
export const CLOSE_ACCOUNT_FAILED = 'Your account could not be closed. Please try again.';
/** Not in the spec: a profile save with nothing changed. */
export const NOTHING_CHANGED = 'Nothing has changed, so there is nothing to update.';

// Customer site: custom offers (docs/product.md#custom-offers). Not in the spec.
/** The custom offer's buy button (docs/product.md#buy-button). */
export const CUSTOM_OFFER_REQUEST = 'Request';
/** The card form of a custom offer: the card is saved, not charged. */
export function offerCardNotChargedNote(companyName: string): string {
  return `Nothing is charged now. Your card is saved and charged only if ${companyName} accepts your offer.`;
}
export const OFFER_CARD_SAVE = 'Save card and send offer';
/** /payment-request-success: the title, and what the card form did (besides customOfferSentMessage). */
export const OFFER_SENT_TITLE = 'Request sent';
export const OFFER_SENT_NOTHING_CHARGED =
  'Nothing has been charged. We email you when the business answers, with a link to follow your offer.';
/** Under the Request button. */
export function customOfferNote(companyName: string): string {
  return `Propose your own value and discount. Your card is saved, not charged: ${companyName} answers within 24 hours and you pay only if it accepts.`;
}
/** An offer the company accepts at once (its auto-accept discount): paid now, like a purchase. */
export function offerAcceptedAtOnceNote(companyName: string): string {
  return `${companyName} accepts this offer at once: pay now and your voucher is issued straight away.`;
}
/** A custom offer's state, in words, for its buyer (My offers and the offer's page). */
export function offerWaitingText(companyName: string, timeLeft: string): string {
  return `Waiting for ${companyName} — ${timeLeft} left`;
}
export function offerCounteredText(discount: number): string {
  return `Countered at ${discount}% off`;
}
export const OFFER_AWAITING_CARD = 'Card not saved yet';
export const OFFER_ACCEPTED = 'Accepted — your card is being charged';
export const OFFER_AWAITING_PAYMENT = 'Awaiting your payment';
export const OFFER_CHARGED = 'Voucher issued';
export const OFFER_DECLINED = 'Declined';
export const OFFER_EXPIRED = 'Expired — nothing was charged';
export const OFFER_WITHDRAWN = 'Withdrawn — nothing was charged';
export const OFFER_FAILED = 'Payment not completed';
/** The counter-offer's action: accept the company's discount and pay. */
export function acceptCounterText(discount: number, price: string): string {
  return `Accept ${discount}% off — pay ${price}`;
}
export const OFFER_WITHDRAW_CONFIRM =
  'Withdraw this offer? Nothing is charged and your saved card is removed.';
export const OFFER_PAYMENT_NEEDED =
  'The business accepted your offer, but your bank needs you to confirm the payment (or use another card). Pay before the offer expires.';
/** An action on an offer that failed without the server's own words. */
export const OFFER_ACTION_FAILED = 'Your offer could not be updated just now. Please try again.';
export const OFFER_LINK_INVALID =
  'This offer link is not valid any more. Sign in to see your offers, or open the link from your latest email.';
export const NO_OFFERS_YET =
  'You have not made any offers yet. Choose "Choose your own" on a campaign to propose your own value and discount.';

// Custom offers (docs/product.md#custom-offers, ADR 027). Not in the spec.
export const CUSTOM_OFFERS_NOT_TAKEN =
  'This business is not taking custom offers on this campaign.';
export const customOfferAboveMaxMessage = (maxFaceValue: string) =>
  `This business considers offers up to ${maxFaceValue}.`;
export const CUSTOM_OFFER_ALREADY_OPEN =
  'You already have an offer waiting on this campaign. Withdraw it to make a new one.';
export const CUSTOM_OFFER_GUEST_ALREADY_USED =
  'This email has already made an offer or a purchase on this campaign. Sign up to make another.';
export const CUSTOM_OFFER_NOT_FOUND = 'This offer was not found.';
/** The company accepting an offer of a customer whose buying an admin turned off (or denied). */
export const CUSTOM_OFFER_BUYER_CANNOT_BUY =
  'This customer cannot buy at the moment, so their offer cannot be accepted now. You can decline it, or it expires on its own.';
export const CUSTOM_OFFER_CARD_NOT_SAVED =
  'Your card has not been saved yet. Please check your card details and try again.';
export const customOfferNotAllowedNow = (statusLabel: string) =>
  `This offer cannot be changed now: it is ${statusLabel}.`;
export const CUSTOM_OFFER_COUNTER_NOT_LOWER =
  "A counter-offer's discount must be lower than the one the customer asked for.";
export const CUSTOM_OFFER_MAX_FACE_VALUE_RANGE =
  'The highest face value must be between £0.01 and £500';
export const CUSTOM_OFFER_AUTO_ACCEPT_RANGE =
  'The auto-accept discount must be between 5% and 95%, or left empty';
export const CUSTOM_OFFER_NO_PAYMENT_DUE = 'This offer has no payment waiting for you.';

// Interaction log (/admin/admin-actions): who did what to which company, campaign or payment, and
// what changed. Not in the spec.
export const INTERACTION_LOG_TITLE = 'Interaction log';
export const INTERACTION_LOG_LEAD =
  'Every admin decision, refund, cancellation and dispute, with who acted and what changed. Entries are never edited or deleted.';
export const INTERACTION_LOG_FILTER_LABEL = 'Find entries';
export const INTERACTION_LOG_ACTION_LABEL = 'Action';
export const INTERACTION_LOG_ALL_ACTIONS = 'All actions';
export const INTERACTION_LOG_TARGET_TYPE_LABEL = 'Applies to';
export const INTERACTION_LOG_ALL_TARGETS = 'Everything';
export const INTERACTION_LOG_TARGET_ID_LABEL = 'Company, campaign or payment id';
export const INTERACTION_LOG_ACTOR_LABEL = 'Who (email contains)';
export const INTERACTION_LOG_ACTOR_PLACEHOLDER = 'e.g. ana@ or provider';
export const INTERACTION_LOG_LOADING = 'Loading the interaction log';
export const INTERACTION_LOG_EMPTY_TITLE = 'No entries found';
export const INTERACTION_LOG_EMPTY_FILTERED =
  'Nothing matches these filters. Try another action, person or date.';
export const INTERACTION_LOG_EMPTY =
  'Decisions on companies and campaigns, refunds and disputes appear here as they happen.';
export const INTERACTION_LOG_CAPTION = 'Interaction log, newest first';
export const INTERACTION_LOG_COLUMNS = {
  at: 'When',
  actor: 'Who',
  action: 'Action',
  target: 'Applies to',
  change: 'What changed',
} as const;
/** `more`: more than `total` match (the log counts up to ADMIN_LIST_COUNT_LIMIT). */
export const interactionLogCount = (total: number, more = false) =>
  more
    ? `More than ${total.toLocaleString('en-GB')} entries`
    : total === 1
      ? '1 entry'
      : `${total.toLocaleString('en-GB')} entries`;
/** Who acted when no person did. */
export const INTERACTION_LOG_ACTORS: Record<string, string> = {
  system: 'The platform',
  provider: 'Card provider',
};
/** Every action written today, as the log names it. An unknown one shows its code. */
export const INTERACTION_LOG_ACTIONS = {
  'company.approve': 'Company approved',
  'company.deny': 'Company denied',
  'campaign.approve': 'Campaign approved',
  'campaign.reject': 'Campaign rejected',
  'campaign.feature': 'Campaign featured',
  'campaign.unfeature': 'Campaign no longer featured',
  'campaign.top-pick-on': 'Campaign made a top pick',
  'campaign.top-pick-off': 'Campaign no longer a top pick',
  'campaign.freeze': 'Campaign frozen',
  'campaign.unfreeze': 'Campaign unfrozen',
  'campaign.end': 'Campaign ended',
  'payment.refunded': 'Payment refunded',
  'voucher.cancelled': 'Voucher cancelled and refunded',
  'refund.failed': 'Refund failed at the card provider',
  'payment.dispute_opened': 'Dispute opened',
  'payment.dispute_won': 'Dispute won',
  'payment.dispute_lost': 'Dispute lost',
  'customer.updated': 'Customer changed',
  'admin.created': 'Admin added',
  'admin.level-changed': "Admin's permission level changed",
  'admin.removed': 'Admin removed',
  'permission-level.created': 'Permission level added',
  'permission-level.updated': 'Permission level changed',
  'permission-level.deleted': 'Permission level deleted',
  'page.saved': 'Page saved',
  'page.restored': 'Page version restored',
  'story.created': 'Story added',
  'story.updated': 'Story changed',
  'story.deleted': 'Story deleted',
  'rating.comment-hidden': 'Rating comment hidden',
  'company-notification.sent': 'Company notification sent',
  'company-notification.deleted': 'Company notification deleted',
  'category.created': 'Category added',
  'category.updated': 'Category changed',
  'category.moved': 'Category moved',
  'category.deleted': 'Category deleted',
  'branding.updated': 'Branding changed',
  'faq.created': 'FAQ link added',
  'faq.updated': 'FAQ link changed',
  'faq.moved': 'FAQ link moved',
  'faq.deleted': 'FAQ link deleted',
  'press.created': 'Press article added',
  'press.updated': 'Press article changed',
  'press.moved': 'Press article moved',
  'press.deleted': 'Press article deleted',
  'resource.created': 'Setup help video added',
  'resource.updated': 'Setup help video changed',
  'resource.moved': 'Setup help video moved',
  'resource.deleted': 'Setup help video deleted',
  'gifting.updated': 'Gifting price changed',
  'gift-design-category.created': 'Gift design category added',
  'gift-design-category.updated': 'Gift design category changed',
  'gift-design-category.moved': 'Gift design category moved',
  'gift-design-category.deleted': 'Gift design category deleted',
  'gift-design.created': 'Gift design added',
  'gift-design.updated': 'Gift design changed',
  'gift-design.moved': 'Gift design moved',
  'gift-design.deleted': 'Gift design deleted',
  'perk.created': 'Perk created',
  'perk.updated': 'Perk changed',
  'perk.moved': 'Perk moved',
  'perk.deleted': 'Perk deleted',
  'perks.switched': 'Perks tab turned on or off',
  'email-template.saved': 'Email template changed',
  'email-template.reset': 'Email template reset to its default',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
  'gift.changed': 'Gift changed before delivery',
  'gift.sent-now': 'Gift sent now by its buyer',
  'gift.resent': 'Gift emailed again',
} as const;
export const INTERACTION_LOG_TARGET_TYPES = {
  company: 'Company',
  campaign: 'Campaign',
  payment: 'Payment',
  customer: 'Customer',
  admin: 'Admin',
  'permission-level': 'Permission level',
  page: 'Page',
  story: 'Story',
  'company-notification': 'Company notification',
  category: 'Category',
  branding: 'Branding',
  faq: 'FAQ link',
  press: 'Press article',
  resource: 'Setup help video',
  'site-settings': 'Site settings',
  perk: 'Perk',
  'email-template': 'Email template',
  'api-key': 'API key',
  rating: 'Rating',
  voucher: 'Voucher',
  'gift-design-category': 'Gift design category',
  'gift-design': 'Gift design',
} as const;
/** The changed fields' names, as the log shows them. */
export const INTERACTION_LOG_FIELDS: Record<string, string> = {
  status: 'Status',
  isActive: 'Active',
  featured: 'Featured',
  topPick: 'Top pick',
  frozen: 'Frozen',
  approvedAt: 'Approved on',
  endedAt: 'Ended on',
  rejectionReason: 'Reason',
  refundedOrPendingPence: 'Refunded or asked for',
  voucherCancelled: 'Voucher cancelled',
  recipientName: 'Recipient',
  recipientEmail: 'Recipient email',
  giftMessage: 'Gift message',
  deliverAt: 'Delivery time',
  resentAt: 'Emailed again',
  refundStatus: 'Refund',
  disputeStatus: 'Dispute',
  buyingEnabled: 'Buying',
  redemptionsEnabled: 'Redemptions',
  tester: 'Tester',
  giftingFeePence: 'Gifting fee',
  permissionLevel: 'Permission level',
  name: 'Name',
  email: 'Email',
  description: 'Description',
  link: 'Link',
  audience: 'Audience',
  recipients: 'Companies',
  emailed: 'Emailed',
  subject: 'Subject',
  content: 'Content',
  // A permission level's grants, one area each (none, read or write).
  companiesAccess: 'Companies',
  customersAccess: 'Customers',
  campaignsAccess: 'Campaigns',
  paymentsAccess: 'Payments and refunds',
  adminsAccess: 'Admins and permission levels',
  notificationsAccess: 'Notifications',
  contentAccess: 'Content',
  giftingAccess: 'Gifting',
  perksAccess: 'Perks',
  interactionLogAccess: 'Interaction log',
  // Content, notifications, gifting and perks (issue 17): one label per field name.
  title: 'Title',
  text: 'Text',
  header: 'Header',
  imageUrl: 'Picture',
  publishedAt: 'Publish date',
  published: 'Published',
  perksEnabled: 'Perks tab',
  partner: 'Partner',
  code: 'Code',
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  companies: 'Chosen companies',
  sortOrder: 'Position',
  key: 'Key',
  enabled: 'Shown',
  iconUrl: 'Icon',
  widget: 'Widget',
  order: 'Order',
  siteName: 'Site name',
  tabInfo: 'Tab title',
  logoUrl: 'Logo',
  faviconUrl: 'Favicon',
  question: 'Question',
  answer: 'Answer',
  publication: 'Publication',
  url: 'Link',
  publishedOn: 'Published on',
  videoUrl: 'Video link',
};
export const INTERACTION_LOG_YES = 'Yes';
export const INTERACTION_LOG_NO = 'No';
export const INTERACTION_LOG_NONE = 'none';
export const INTERACTION_LOG_NO_CHANGE = 'No fields changed';
export const interactionLogChangeLine = (field: string, before: string, after: string) =>
  `${field}: ${before} → ${after}`;
export const interactionLogAmount = (amount: string) => `Amount ${amount}`;
export const interactionLogReason = (reason: string) => `Reason: ${reason}`;

// Admin payments (/admin/payments): the list, its filters, a payment's details and the admin's
// refund. Not in the spec.
export const PAYMENT_DOES_NOT_EXIST = 'This payment does not exist.';
export const ADMIN_PAYMENTS_TITLE = 'Payments';
export const ADMIN_PAYMENTS_LEAD =
  'Every card payment for a voucher: find one by code, email or charge id, refund it, or export the list.';
export const ADMIN_PAYMENTS_FILTER_LABEL = 'Find payments';
export const ADMIN_PAYMENTS_SEARCH_LABEL = 'Code, email or charge id';
export const ADMIN_PAYMENTS_SEARCH_PLACEHOLDER = 'e.g. 7KQ2-M9XD-4T or ana@example.com';
export const ADMIN_PAYMENTS_COMPANY_LABEL = 'Company';
export const ADMIN_PAYMENTS_ALL_COMPANIES = 'All companies';
export const ADMIN_PAYMENTS_STATUS_LABEL = 'Status';
export const ADMIN_PAYMENTS_STATUS_OPTIONS = {
  all: 'All payments',
  paid: 'Paid, nothing refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  redeemed: 'Redeemed',
  needs_review: 'Needs review',
} as const;
export const ADMIN_PAYMENTS_LOADING = 'Loading payments';
export const ADMIN_PAYMENTS_EMPTY_TITLE = 'No payments found';
export const ADMIN_PAYMENTS_EMPTY_FILTERED =
  'Nothing matches these filters. Try another code, email, date or status.';
export const ADMIN_PAYMENTS_EMPTY = 'Card payments appear here once customers buy vouchers.';
export const ADMIN_PAYMENTS_CAPTION = 'Payments, newest first';
export const ADMIN_PAYMENTS_COLUMNS = {
  payment: 'Payment and status',
  customer: 'Customer',
  company: 'Company and campaign',
  voucher: 'Voucher',
  amounts: 'Amounts',
  captured: 'Captured',
  refunded: 'Refunded',
  fee: 'Fee',
} as const;
export const ADMIN_PAYMENTS_TOTALS = 'Totals (all matching payments)';
/** `more`: more than `total` match (the list counts up to ADMIN_LIST_COUNT_LIMIT). */
export const adminPaymentsCount = (total: number, more = false) =>
  more
    ? `More than ${total.toLocaleString('en-GB')} payments`
    : total === 1
      ? '1 payment'
      : `${total.toLocaleString('en-GB')} payments`;
/** The totals row when more payments match than the list adds up (ADR 044). */
export const adminPaymentsTotalsNotAdded = (limit: number) =>
  `Totals are added up for at most ${limit.toLocaleString('en-GB')} payments: narrow the filters (a date range, a company) to see them.`;
export const ADMIN_PAYMENTS_GUEST = 'Guest';
export const ADMIN_PAYMENTS_NO_VOUCHER = 'No voucher';
export const adminPaymentGiftTo = (name: string) => `Gift to ${name}`;
export const adminPaymentStep = (step: string, discount: number) => `${step} · ${discount}% off`;
/** The payment's date, as the link shows it, then what it opens (its visible text comes first). */
export const adminPaymentDetailsFor = (date: string, code: string | null) =>
  `${date}: details of the payment${code ? ` ${code}` : ''}`;
export const ADMIN_PAYMENT_PAID = 'Paid';
/** What the payments list's From / To apply to (the dashboard's figures link to each). */
export const ADMIN_PAYMENTS_DATE_OF_LABEL = 'Dates are';
export const ADMIN_PAYMENTS_DATE_OF_OPTIONS = {
  paid: ADMIN_PAYMENT_PAID,
  redeemed: ADMIN_PAYMENTS_STATUS_OPTIONS.redeemed,
  refunded: ADMIN_PAYMENTS_STATUS_OPTIONS.refunded,
} as const;
export const ADMIN_PAYMENT_NOT_PAID = 'Not paid';
export const ADMIN_PAYMENT_NEEDS_REVIEW = 'Needs review';
export const ADMIN_PAYMENT_DISPUTED = 'Disputed';
export const ADMIN_PAYMENT_REFUNDED = 'Refunded';
export const ADMIN_PAYMENT_PARTLY_REFUNDED = 'Partly refunded';
export const ADMIN_PAYMENT_CANCELLED = 'Cancelled';
export const ADMIN_PAYMENT_REDEEMED = 'Redeemed';
export const adminPaymentTitle = (company: string, campaign: string) =>
  `Payment to ${company} for ${campaign}`;
export const ADMIN_PAYMENT_LOADING = 'Loading the payment';
export const ADMIN_PAYMENT_FIELDS = {
  paidAt: 'Paid on',
  chargeId: 'Charge id',
  paymentIntentId: 'Payment intent id',
  customer: 'Customer',
  giftRecipient: 'Gift to',
  code: 'Voucher code',
  amount: 'Amount paid',
  captured: 'Captured',
  refunded: 'Refunded',
  fee: 'Platform fee',
  refundable: 'Left to refund',
} as const;
export const ADMIN_PAYMENT_REFUNDS = 'Refunds';
export const ADMIN_PAYMENT_NO_REFUNDS = 'No refunds.';
export const ADMIN_PAYMENT_DISPUTES = 'Disputes';
export const ADMIN_PAYMENT_NO_DISPUTES = 'No disputes.';
export const ADMIN_REFUND_STATUS = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
} as const;
export const ADMIN_REFUND_REQUESTED_BY = {
  customer: 'Customer',
  company: 'Company',
  admin: 'Admin',
  provider: 'Card provider',
} as const;
export const ADMIN_DISPUTE_STATUS = { open: 'Open', won: 'Won', lost: 'Lost' } as const;
export const adminRefundLine = (amount: string, by: string, when: string) =>
  `${amount} by ${by}, ${when}`;
export const adminDisputeLine = (amount: string, when: string) => `${amount}, opened ${when}`;
export const ADMIN_REFUND_VOUCHER_CANCELLED = 'Voucher cancelled';
export const ADMIN_PAYMENT_CLOSE = 'Close';
export const ADMIN_REFUND_ACTION = 'Refund';
export const ADMIN_REFUND_NOTHING_LEFT = 'Nothing is left to refund on this payment.';
export const adminRefundTitle = (company: string) => `Refund a payment to ${company}`;
export const adminRefundLead = (left: string) =>
  `Up to ${left} can be refunded to the buyer's card. Banks usually take 5 to 10 days to show it.`;
export const ADMIN_REFUND_AMOUNT_LABEL = 'Amount (£)';
export const ADMIN_REFUND_AMOUNT_HINT = 'All that is left, unless you change it.';
export const ADMIN_REFUND_CANCEL_LABEL = 'Also cancel the voucher';
export const ADMIN_REFUND_CANCEL_HINT = 'Its code stops working at once.';
export const ADMIN_REFUND_CANCEL_UNAVAILABLE =
  'This voucher cannot be cancelled: it is used, cancelled already, or disputed.';
export const ADMIN_REFUND_REASON_LABEL = 'Reason (kept with the refund)';
export const ADMIN_REFUND_REASON_HINT = 'Required, 3 to 500 characters.';
export const ADMIN_REFUND_CONTINUE = 'Continue';
export const ADMIN_REFUND_BACK = 'Back';
export const ADMIN_REFUND_CANCEL = 'Cancel';
export const adminRefundConfirm = (amount: string, cancelVoucher: boolean) =>
  cancelVoucher
    ? `Refund ${amount} to the buyer's card and cancel the voucher? This cannot be undone.`
    : `Refund ${amount} to the buyer's card? The voucher stays valid. This cannot be undone.`;
export const adminRefundConfirmButton = (amount: string) => `Refund ${amount}`;
export const ADMIN_REFUND_SENDING = 'Refunding…';
export const adminRefundDone = (amount: string) =>
  `Refund of ${amount} asked of the card provider. It shows here as refunded once the provider confirms it.`;

// Refunds, cancellation and disputes (docs/product.md#refunds-and-cancellation, ADR 028). Not in the spec.
/** The till, for a voucher whose card payment is disputed. */
export const VOUCHER_FROZEN =
  'This voucher is on hold while its card payment is disputed. It cannot be used until the dispute is settled.';
export const CANCEL_WINDOW_PASSED =
  'This voucher can no longer be cancelled: the 14 days to cancel have passed.';
export const CANCEL_USED = 'This voucher has been used, so it can no longer be cancelled.';
export const CANCEL_ALREADY_CANCELLED = 'This voucher has already been cancelled.';
export const CANCEL_FROZEN = 'This voucher cannot be cancelled while its card payment is disputed.';
export const CANCEL_NOT_PAID_BY_CARD =
  'This voucher was not paid by card here, so it cannot be refunded here.';
export const VOUCHER_NOT_FOUND = 'This voucher was not found.';
export const CANCEL_REASON_REQUIRED = 'Please give a reason (at least 3 characters).';
export const CANCEL_REASON_TOO_LONG = 'The reason can be at most 500 characters.';
export const REFUND_AMOUNT_INVALID = 'Enter an amount of at least £0.01.';
export const refundAmountTooHigh = (left: string) =>
  `You can refund at most ${left}, what is left of this payment.`;
export const REFUND_NOTHING_LEFT = 'This payment has been refunded in full already.';
export const REFUND_NOT_PAID = 'Only a paid payment can be refunded.';
/** A refund the card provider refused; shown to admins on the payment. */
export const REFUND_FAILED =
  "The card provider refused this refund. Check the payment in the provider's dashboard, then try again.";
/** The customer's confirmation. */
export const cancelVoucherConfirmation = (amount: string, company: string) =>
  `Cancel this voucher for ${company}? ${amount} goes back to the card you paid with, and the code stops working at once. This cannot be undone.`;
export const cancelGiftConfirmation = (amount: string, recipient: string) =>
  `Cancel the gift to ${recipient}? ${amount} goes back to the card you paid with, and the code we sent them stops working at once. This cannot be undone.`;
export const refundOnItsWay = (amount: string) =>
  `Voucher cancelled. ${amount} is on its way back to your card; banks usually take 5 to 10 days to show it.`;

// Dashboards with charts (issue 16).
export const ADMIN_FIGURES_INDICATIVE =
  'Admin dashboard figures update each minute and are indicative only.';

// Admin: site content (/admin/content-management: categories, branding, FAQ links, press, setup
// help; issue 17). The spec's words where it has them: UPDATE_SUCCESSFUL, UPDATE_FAILED and
// NO_IMAGE_SELECTED above.
export const CATEGORY_NAME_REQUIRED = 'Enter the category name';
export const CATEGORY_NAME_TOO_LONG = 'The category name must be 60 characters or fewer';
export const CATEGORY_KEY_REQUIRED = 'Enter the category key';
export const CATEGORY_KEY_FORMAT =
  'The key may use only lowercase letters, digits and single hyphens (e.g. food-drink), up to 40 characters';
export const CATEGORY_KEY_TAKEN = 'Another category already has this key';
export const CATEGORY_DOES_NOT_EXIST = 'Category does not exist';
export const CATEGORY_IN_USE =
  'This category is in use by a campaign or a company, so it cannot be deleted. It can only be disabled.';
export const SITE_NAME_REQUIRED = 'Enter the site name';
export const SITE_NAME_TOO_LONG = 'The site name must be 60 characters or fewer';
export const TAB_INFO_REQUIRED = 'Enter the tab title';
export const TAB_INFO_TOO_LONG = 'The tab title must be 120 characters or fewer';
export const IMAGE_ADDRESS_INVALID = 'Upload the image again';
export const FAQ_QUESTION_REQUIRED = 'Enter the question';
export const FAQ_QUESTION_TOO_LONG = 'The question must be 300 characters or fewer';
export const FAQ_ANSWER_REQUIRED = 'Enter the answer';
export const FAQ_ANSWER_TOO_LONG = 'The answer must be 5,000 characters or fewer';
export const FAQ_DOES_NOT_EXIST = 'FAQ link does not exist';
export const PRESS_TITLE_REQUIRED = 'Enter the article title';
export const PRESS_TITLE_TOO_LONG = 'The article title must be 200 characters or fewer';
export const PRESS_PUBLICATION_REQUIRED = 'Enter the publication';
export const PRESS_PUBLICATION_TOO_LONG = 'The publication must be 100 characters or fewer';
export const PRESS_URL_INVALID = 'The article link must start with http:// or https://';
export const PRESS_DATE_INVALID = 'Enter the date as a real day';
export const PRESS_DOES_NOT_EXIST = 'Press article does not exist';
export const RESOURCE_TITLE_REQUIRED = 'Enter the video title';
export const RESOURCE_TITLE_TOO_LONG = 'The video title must be 200 characters or fewer';
export const RESOURCE_VIDEO_REQUIRED = 'Enter the video link';
export const RESOURCE_VIDEO_INVALID = 'The video link must be a full https:// address';
export const RESOURCE_DOES_NOT_EXIST = 'Video does not exist';
export const CONTENT_MOVE_DIRECTION = 'Choose up or down';
export const SITE_CONTENT_TEXT = {
  saved: UPDATE_SUCCESSFUL,
  saving: 'Saving…',
  save: 'Save',
  create: 'Add',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  order: 'Order',
  position: (n: number, total: number) => `${n} of ${total}`,
  moved: (name: string, n: number, total: number) => `${name} moved to position ${n} of ${total}`,
  actions: 'Actions',
  status: 'Status',
  disableInstead: 'Disable it instead',
  enabled: 'Enabled',
  disabled: 'Disabled',
  deleteTitle: 'Delete this item?',
  deleteText: (name: string) => `${name} will be deleted. This cannot be undone.`,
  confirmDelete: 'Delete',
  none: 'None',
  categories: {
    title: 'Categories',
    lead: 'The categories customers filter vouchers by, in the order they are shown.',
    loading: 'Loading categories…',
    caption: 'Categories, in display order',
    add: 'Add a category',
    addTitle: 'New category',
    editTitle: (name: string) => `Edit ${name}`,
    name: 'Name',
    key: 'Key',
    keyHint: 'Lowercase letters, digits and hyphens; used in links (e.g. food-drink).',
    enabled: 'Shown to customers',
    icon: 'Icon',
    image: 'Image',
    widget: 'Widget',
    widgetNone: 'None (a filter)',
    widgetUnlockedShort: 'Rewards unlocked',
    widgetUnlocked: 'Rewards unlocked (a view of the customer’s vouchers, not a filter)',
    campaigns: 'Campaigns',
    empty: 'No categories yet.',
    inUse: (n: number) => (n === 1 ? 'Used by 1 campaign' : `Used by ${n} campaigns`),
  },
  branding: {
    title: 'Branding',
    lead: 'The name, tab title, logo and favicon both sites show. Changes show on the next page load.',
    loading: 'Loading branding…',
    siteName: 'Site name',
    tabInfo: 'Tab title',
    tabInfoHint: 'Shown in the browser tab and in link previews.',
    logo: 'Logo',
    favicon: 'Favicon',
  },
  faqs: {
    title: 'FAQ links',
    lead: 'The questions and answers on the customer site’s help pages, in order.',
    loading: 'Loading FAQ links…',
    caption: 'FAQ links, in display order',
    add: 'Add a FAQ link',
    addTitle: 'New FAQ link',
    editTitle: 'Edit FAQ link',
    question: 'Question',
    answer: 'Answer',
    answerHint: 'Plain text; leave a blank line between paragraphs.',
    enabled: 'Shown on the site',
    empty: 'No FAQ links yet.',
  },
  press: {
    title: 'Press',
    lead: 'Press logos and their article links, in the order the home page shows them.',
    loading: 'Loading press articles…',
    caption: 'Press articles, in display order',
    add: 'Add a press article',
    addTitle: 'New press article',
    editTitle: 'Edit press article',
    articleTitle: 'Article title',
    publication: 'Publication',
    url: 'Article link',
    logo: 'Publication logo',
    publishedOn: 'Published on',
    empty: 'No press articles yet.',
  },
  resources: {
    title: 'Setup help',
    lead: 'The help videos companies see on their Setup Help page, in order.',
    loading: 'Loading videos…',
    caption: 'Setup help videos, in display order',
    add: 'Add a video',
    addTitle: 'New video',
    editTitle: 'Edit video',
    videoTitle: 'Title',
    videoUrl: 'Video link',
    videoUrlHint: 'A YouTube, Vimeo or other https:// link.',
    empty: 'No videos yet.',
    companyTitle: 'Help videos',
    companyLead: 'Short videos that walk you through the set-up.',
    companyLoading: 'Loading help videos…',
    opensNewTab: '(opens in a new tab)',
  },
} as const;

// Gifting price and perks (/admin/gifting, /admin/perks, the company's Perks tab; issue 17). Not in
// the spec except UPDATE_SUCCESSFUL and UPDATE_FAILED above.
export const SITE_GIFTING_FEE_RANGE = 'The gifting price must be between £0 and £50';
export const ADMIN_GIFTING_TITLE = 'Gifting price';
export const ADMIN_GIFTING_LEAD =
  'The fee added to every gift a customer buys, unless an admin set another fee for that customer.';
export const ADMIN_GIFTING_TEXT = {
  loading: 'Loading the gifting price…',
  label: 'Default gifting price (£)',
  hint: '£0 to £50. Customers see it on the buy button when they choose Gift.',
  save: 'Save gifting price',
  saving: 'Saving…',
  current: 'Customers pay now',
  overridesTitle: 'Customers with their own fee',
  overridesNote: 'Their own fee is used instead of the default. Change it in a customer’s details.',
} as const;
export const adminGiftingOverrides = (n: number) =>
  n === 1 ? '1 customer has their own fee' : `${n} customers have their own fee`;

export const PERKS_UNAVAILABLE = 'Perks are not available at the moment';
export const PERKS_UNAVAILABLE_TEXT =
  'We have paused partner perks for now. Please check again later.';
export const PERK_DOES_NOT_EXIST = 'This perk no longer exists';
export const PERK_TITLE_REQUIRED = 'Enter a title';
export const PERK_TITLE_TOO_LONG = 'The title must be at most 120 characters';
export const PERK_PARTNER_REQUIRED = 'Enter the partner who offers it';
export const PERK_PARTNER_TOO_LONG = 'The partner must be at most 120 characters';
export const PERK_DESCRIPTION_TOO_LONG = 'The description must be at most 1,000 characters';
export const PERK_LINK_INVALID = 'The link must be a full https:// address';
export const PERK_CODE_TOO_LONG = 'The code must be at most 60 characters';
export const PERK_LINK_OR_CODE = 'Give a link, a code or both';
export const PERK_DATE_INVALID = 'Enter a real date';
export const PERK_END_BEFORE_START = 'The end date cannot be before the start date';
export const PERK_COMPANIES_REQUIRED = 'Choose at least one company';
export const PERK_IMAGE_INVALID = 'The picture must be an uploaded image or an https:// address';
export const PERK_STATUS_LABELS = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Off',
} as const;
export const ADMIN_PERKS_TITLE = 'Perks';
export const ADMIN_PERKS_LEAD =
  'Partner offers for the businesses on the platform: who gets each one, and when it shows.';
export const ADMIN_PERKS_TEXT = {
  loading: 'Loading perks…',
  switchLabel: 'Perks tab for companies',
  switchOn: 'Companies see the Perks tab.',
  switchOff: 'The Perks tab is hidden from every company.',
  add: 'Add a perk',
  addTitle: 'Add a perk',
  editTitle: (title: string) => `Edit ${title}`,
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this perk?',
  deleteText: (title: string) =>
    `${title} will be deleted and no company will see it again. This cannot be undone.`,
  confirmDelete: 'Delete perk',
  cancel: 'Cancel',
  save: 'Save perk',
  saving: 'Saving…',
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  caption: 'Perks, in the order companies see them',
  emptyTitle: 'No perks yet',
  empty: 'Add a partner’s offer and choose which companies see it.',
  columns: {
    perk: 'Perk',
    status: 'Status',
    dates: 'Dates',
    audience: 'Companies',
    order: 'Order',
  },
  allCompanies: 'All companies',
  chosenCompanies: (n: number) => (n === 1 ? '1 chosen company' : `${n} chosen companies`),
  always: 'Always',
  from: (day: string) => `From ${day}`,
  until: (day: string) => `Until ${day}`,
  between: (from: string, to: string) => `${from} to ${to}`,
  fields: {
    title: 'Title',
    partner: 'Partner',
    description: 'Description',
    imageUrl: 'Picture',
    url: 'Link (https://)',
    code: 'Code',
    startsOn: 'Starts on',
    endsOn: 'Ends on',
    enabled: 'Shown to companies',
    audience: 'Which companies',
  },
  hints: {
    url: 'Where a company takes up the perk. A link, a code or both.',
    code: 'A code the company quotes to the partner.',
    dates: 'UK dates, both included. Leave empty for no limit.',
    imageUrl: 'A picture or the partner’s logo (optional).',
  },
  audienceAll: 'All companies',
  audienceChosen: 'Chosen companies',
  searchCompanies: 'Search companies by name',
  noCompanyFound: 'No company matches.',
  chosen: 'Chosen companies',
  noneChosen: 'No company chosen yet.',
  choose: (name: string) => `Choose ${name}`,
  remove: (name: string) => `Remove ${name}`,
} as const;
export const COMPANY_PERKS_TEXT = {
  getPerk: 'Get this perk',
  code: 'Code',
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy it by hand',
  from: (partner: string) => `From ${partner}`,
  until: (day: string) => `Until ${day}`,
} as const;

// Admin: email templates (/admin/notifications, issue 17; ADR 033). The spec's form: "Email
// notification: trigger, subject, content"; its words UPDATE_SUCCESSFUL and UPDATE_FAILED above.
export const EMAIL_TEMPLATE_SUBJECT_REQUIRED = 'Please write a subject';
export const EMAIL_TEMPLATE_SUBJECT_ONE_LINE = 'The subject must be one line';
export const EMAIL_TEMPLATE_SUBJECT_TOO_LONG = 'Subjects are at most 200 characters';
export const EMAIL_TEMPLATE_CONTENT_REQUIRED = 'Please write the content';
export const EMAIL_TEMPLATE_CONTENT_TOO_LONG = 'The content is at most 5,000 characters';
export const EMAIL_TEMPLATE_MALFORMED =
  'Write each placeholder as {{name}}: two braces on each side of its name.';
export const emailTemplateUnknownPlaceholders = (names: string[]) =>
  `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'}: ${names
    .map((name) => `{{${name}}}`)
    .join(', ')}. Use only the placeholders listed for this email.`;
export const EMAIL_TEMPLATE_DOES_NOT_EXIST = 'This email does not exist.';
export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_LEAD =
  'The wording of every email the platform sends, and the messages companies see on their dashboard.';
export const NOTIFICATIONS_TABS_LABEL = 'Kinds of notification';
export const EMAIL_TEMPLATES_TAB = 'Email templates';
/** Who receives an email, as the list groups them. */
export const EMAIL_AUDIENCE_LABELS = {
  account: 'Everyone with an account',
  customer: 'Customers',
  company: 'Companies',
  admin: 'Admins',
} as const;
export const EMAIL_TEMPLATES_TEXT = {
  loading: 'Loading the email templates…',
  loadingOne: 'Loading the email…',
  intro:
    'Choose an email to change its subject and content. The greeting, the voucher details and the button stay as they are.',
  customised: 'Customised',
  default: 'Default wording',
  edit: 'Edit',
  editTitle: (label: string) => `Edit: ${label}`,
  back: 'Back to all emails',
  when: 'Sent',
  subject: 'Subject',
  content: 'Content',
  contentHint: 'Plain text. Leave a blank line between paragraphs.',
  placeholders: 'Placeholders',
  placeholdersHint:
    'Insert one at the cursor. Each is replaced by its value when the email is sent.',
  insert: (name: string) => `Insert {{${name}}}`,
  sample: (value: string) => `e.g. ${value}`,
  save: 'Save',
  saving: 'Saving…',
  preview: 'Preview',
  previewing: 'Preparing the preview…',
  previewTitle: 'Preview with sample data',
  previewFrame: (label: string) => `Preview of the email: ${label}`,
  previewSubject: 'Subject',
  sendTest: 'Send me a test',
  sending: 'Sending…',
  testSent: (email: string) => `A test email with sample data was sent to ${email}.`,
  reset: 'Reset to default',
  resetTitle: 'Reset this email to its default wording?',
  resetText: (label: string) =>
    `The subject and content of “${label}” go back to the platform’s default wording. Your changes are lost.`,
  confirmReset: 'Reset to default',
  cancel: 'Cancel',
  readOnly: 'Your permission level can read these emails but not change them.',
} as const;

// Website connection (/api): the ways a company's vouchers are used (docs/product.md#website-connection).
export const WEBSITE_CONNECTION_TITLE = 'Website Connection';
export const WEBSITE_CONNECTION_LEAD =
  'Connect your online shop or till so customers can redeem their vouchers.';
export const WEBSITE_CONNECTION_TABS_LABEL = 'Ways to connect';
export const ONLINE_SHOP_TAB = 'Online shop';

// Public API and API keys (/api "API keys" tab, /api/v1; docs/product.md#public-api, ADR 036).
export const API_KEYS_TAB = 'API keys';
export const API_KEY_NAME_REQUIRED = 'Give the key a name, e.g. the system that will use it.';
export const API_KEY_NAME_TOO_LONG = 'Keep the name to 60 characters or fewer.';
export const API_KEY_SCOPES_REQUIRED = 'Choose what the key may do: read, redeem or both.';
export const API_KEYS_TOO_MANY =
  'Your company has the most keys it may have. Revoke a key you no longer use first.';
export const API_KEY_NOT_FOUND = 'That API key was not found.';
export const API_KEY_MISSING =
  'Send your API key in the Authorization header, as “Authorization: Bearer <key>”.';
export const API_KEY_INVALID = 'This API key is not valid, or it has been revoked.';
export const apiKeyScopeMissing = (scope: string) =>
  `This API key may not do this: it needs the “${scope}” scope.`;
export const IDEMPOTENCY_KEY_REQUIRED =
  'Send an Idempotency-Key header (1 to 255 visible characters, e.g. a UUID) with this request.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.';
export const VOUCHER_HELD =
  'This voucher is reserved by a checkout in progress. Try again when the reservation ends.';
export const HOLD_NOT_FOUND = 'That reservation has ended or belongs to another voucher.';
export const ORDER_REF_REQUIRED = 'Send the order reference (orderRef) the voucher is used for.';
export const ORDER_REF_TOO_LONG = 'Keep the order reference to 200 characters or fewer.';
export const HOLD_SECONDS_RANGE = 'holdSeconds must be a whole number from 1 to 900.';
export const HOLD_REFERENCE_TOO_LONG = 'Keep the reference to 200 characters or fewer.';
export const VOUCHER_NOT_USED = 'This voucher has not been used, so there is nothing to roll back.';
export const ROLLBACK_TOO_LATE =
  'A redemption can only be rolled back within 24 hours of it. Contact the customer instead.';
export const VOUCHER_REDEMPTION_ROLLED_BACK =
  'The redemption was rolled back: the voucher can be used again.';
export const API_KEYS_TEXT = {
  lead: 'Let your own systems (a till, a booking system, a checkout) look up, reserve and redeem your vouchers through the public API. Each key belongs to your company; keep it secret like a password.',
  docsLink: 'Read the API reference',
  createTitle: 'Create a key',
  name: 'Key name',
  nameHint: 'Who or what will use it, e.g. “Booking system”.',
  scopes: 'What the key may do',
  scopeRead: 'Look up and validate vouchers, and reserve them during a checkout.',
  scopeRedeem: 'Mark vouchers as used, and roll a redemption back within 24 hours.',
  create: 'Create key',
  creating: 'Creating…',
  revealTitle: 'Your new API key',
  revealWarning:
    'Copy this key now and store it somewhere safe. You will not see it again: we keep only a fingerprint of it.',
  revealLabel: 'API key',
  copy: 'Copy key',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy: select the key and copy it yourself.',
  done: 'I have stored the key',
  listTitle: 'Your keys',
  empty: 'No keys yet. Create one above when a system of yours needs the API.',
  loadFailed: 'Your API keys could not be loaded. Please reload the page.',
  columnName: 'Name',
  columnKey: 'Key',
  columnScopes: 'Scopes',
  columnCreated: 'Created',
  columnLastUsed: 'Last used',
  columnStatus: 'Status',
  never: 'Never',
  active: 'Active',
  revokedOn: (date: string) => `Revoked ${date}`,
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke the key “${name}”`,
  revokeTitle: 'Revoke this key?',
  revokeText: (name: string) =>
    `Systems using “${name}” stop working at once: every request with it is refused. This cannot be undone.`,
  confirmRevoke: 'Revoke key',
  revoking: 'Revoking…',
  cancel: 'Cancel',
  revoked: (name: string) => `The key “${name}” was revoked.`,
  scopeNames: { read: 'Read', redeem: 'Redeem' } as Record<string, string>,
} as const;

// Outgoing webhooks (/api, Webhooks tab; docs/product.md#webhooks).
export const WEBHOOKS_TAB = 'Webhooks';
export const WEBHOOK_URL_REQUIRED = 'Enter the address to send events to.';
export const WEBHOOK_URL_INVALID = 'Enter a full web address, starting with https://';
export const WEBHOOK_URL_HTTPS_REQUIRED = 'The address must start with https://';
export const WEBHOOK_URL_PRIVATE =
  'That address is on a private network. Enter an address on the public internet.';
export const WEBHOOK_EVENT_UNKNOWN = 'Choose events from the list.';
export const WEBHOOK_NOT_SET = 'Save a webhook address first.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'That delivery was not found.';
export const webhookText = {
  title: 'Your webhook',
  lead: 'We send a signed message to your own system each time one of your vouchers is issued, used or cancelled, and each time a customer’s offer reaches you or changes.',
  url: 'Address to send events to',
  urlHint: 'An https:// address on your own server.',
  events: 'Events to send',
  eventsHint: 'Choose none to receive every event.',
  enabled: 'Send events to this address',
  save: 'Save webhook',
  saving: 'Saving…',
  saved: 'Your webhook is saved.',
  secret: 'Signing secret',
  secretHint: 'Use it to check that each message comes from us (see the webhook-signature header).',
  showSecret: 'Show signing secret',
  hideSecret: 'Hide signing secret',
  rotate: 'Rotate secret',
  rotating: 'Rotating…',
  rotateTitle: 'Rotate the signing secret?',
  rotateText:
    'A new secret is made now and every message from now on is signed with it. Update your system before the next event, or it will refuse our messages.',
  rotated: 'A new signing secret is in use.',
  cancel: 'Cancel',
  log: 'Delivery log',
  logEmpty: 'No events have been sent yet.',
  logCaption: 'The latest deliveries to your webhook, newest first',
  colTime: 'Time',
  colEvent: 'Event',
  colVoucher: 'Voucher or offer',
  offerOn: (campaign: string) => `Offer · ${campaign}`,
  colStatus: 'Status',
  colResponse: 'Response',
  colAttempts: 'Attempts',
  colActions: 'Actions',
  resend: 'Resend',
  resendLabel: (event: string, code: string) => `Resend ${event} for voucher ${code}`,
  resendOfferLabel: (event: string, campaign: string) =>
    `Resend ${event} for the offer on ${campaign}`,
  resent: 'The event is being sent again.',
  noResponse: 'No response',
  status: { pending: 'Sending', delivered: 'Delivered', failed: 'Failed' },
  loadFailed: 'Your webhook could not be loaded. Please reload the page.',
} as const;
export const webhookEventLabels = {
  'voucher.issued': 'Voucher issued',
  'voucher.redeemed': 'Voucher used',
  'voucher.redemption_rolled_back': 'Voucher use rolled back',
  'voucher.cancelled': 'Voucher cancelled',
  'offer.received': 'Offer received',
  'offer.countered': 'Offer countered',
  'offer.accepted': 'Offer accepted',
  'offer.declined': 'Offer declined',
  'offer.withdrawn': 'Offer withdrawn',
  'offer.expired': 'Offer expired',
} as const;
// The till (/redeem, issue 18, ADR 039).
export const TILL_TIMED_OUT =
  'No answer from the server yet: the connection may be slow. Nothing was lost; try again.';
export const TILL_TRY_AGAIN = 'Try again';
export const TILL_OFFLINE =
  'This till is offline. Codes cannot be checked or marked as used until the connection returns.';
export const TILL_CHECKING = 'Checking the code…';
export const TILL_MARKING = 'Marking as used…';
export const TILL_RECENT_TITLE = 'Latest redemptions';
export const TILL_RECENT_EMPTY = 'No vouchers have been redeemed yet.';
export const TILL_RECENT_FAILED = 'The latest redemptions could not be loaded.';
export const TILL_CHANNELS = {
  till: 'Till',
  shop: 'Online shop',
  api: 'Your website (API)',
} as const;
export const TILL_MARKED_ON_RETRY =
  'Voucher marked as used (your first try went through: it was not counted twice)';
export const TILL_INSTALL_HINT =
  "Keep this page open at the till: add it to your phone's or tablet's home screen to open it like an app.";
// Multi-site groups: a company's sites, where its campaigns are used and where its staff work
// (docs/product.md#multi-site-groups).
export const SITES_TAB = 'Sites';
export const SITES_LEAD =
  'The places where your vouchers are redeemed: your shops, cafés or branches. A business with one place needs none.';
export const SITE_NAME_LABEL = 'Site name';
export const SITE_ADDRESS_LABEL = 'Address';
export const SITE_NAME_MISSING = 'Enter the name of the site.';
export const SITE_NAME_TOO_LONG_TEXT = 'Keep the site name to 80 characters or fewer.';
export const SITE_ADDRESS_TOO_LONG = 'Keep the address to 300 characters or fewer.';
export const SITE_NAME_TAKEN = 'You already have an open site with this name.';
export const SITE_NOT_FOUND = 'This site could not be found.';
export const SITE_IDS_INVALID = 'Choose sites from your own list of open sites.';
export const SITE_ADDED = 'Site added.';
export const SITE_SAVED = 'Site saved.';
export const SITE_CLOSED = 'Site closed. Its past redemptions keep its name.';
export const SITES_NONE_YET =
  'No sites yet. Vouchers can be redeemed at your till wherever you are.';
export const ALL_SITES = 'Every site';
export const SEVERAL_SITES = 'Several sites';
export const NO_SITE_RECORDED = 'No site recorded';
export const CAMPAIGN_SITES_LEGEND = 'Where can this campaign be used?';
export const CAMPAIGN_SITES_HINT = 'Leave every box empty to offer it at every site.';
export const MEMBER_SITES_LEGEND = 'Sites this person works at';
export const MEMBER_SITES_HINT = 'Leave every box empty to let them redeem at every site.';
export const SITES_SAVED = 'Sites saved.';
export const TILL_SITE_LABEL = 'This till is at';
export const TILL_SITE_CHOOSE = 'Choose the site of this till';
export const TILL_SITE_REQUIRED = 'Choose which site this till is at before redeeming vouchers.';
export const TILL_SITE_NOT_YOURS = 'You are not assigned to this site. Choose one of your sites.';
export const VOUCHER_NOT_OFFERED_AT_SITE =
  'This voucher cannot be used at this site: its campaign is offered at other sites only.';
export const SITES_BREAKDOWN_TITLE = 'By site';
export const SITES_REDEMPTIONS_CAPTION = 'Redemptions by site';
export const SITES_SALES_CAPTION = 'Sales by site';
export const SITES_TEXT = {
  addTitle: 'Add a site',
  add: 'Add site',
  adding: 'Adding…',
  listTitle: 'Your sites',
  position: (n: number, of: number) => `${n} of ${of}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, n: number, of: number) => `${name} is now ${n} of ${of}.`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close site',
  closeLabel: (name: string) => `Close ${name}`,
  closeTitle: (name: string) => `Close ${name}?`,
  closeText:
    'Vouchers can no longer be redeemed there and campaigns and staff limited to it no longer name it. Its past redemptions keep its name.',
  closedTitle: 'Closed sites',
  closedOn: (day: string) => `Closed ${day}`,
  noAddress: 'No address',
  loadFailed: 'Your sites could not be loaded. Please reload the page.',
  saveFailed: 'The sites could not be saved. Please try again.',
  everySite: 'Every site',
  tillNoSites: 'You are not assigned to any open site. Ask an owner of your company.',
} as const;
export const CAMPAIGN_SITES_TITLE = 'Where to use it';
export const CAMPAIGN_SITES_LIMITED_LEAD = (company: string) =>
  `Vouchers can be used at these ${company} sites only:`;
export const CAMPAIGN_SITES_ALL_LEAD = (company: string) =>
  `Vouchers can be used at any ${company} site:`;
// Online shop connections (issue 18, shops: WooCommerce and the shop-code sync).
export const shopText = {
  choiceTitle: 'Your online shop',
  chooseLegend: 'Where do customers use their vouchers?',
  platformNames: { woocommerce: 'WooCommerce', shopify: 'Shopify' } as Record<string, string>,
  platformHint: (name: string) => `Connect your ${name} shop so vouchers work at its checkout.`,
  inStoreOnly: 'In store only',
  statusConnected: 'Connected',
  statusFailed: 'Failed',
  statusWaiting: 'Waiting',
  inStoreOnlyHint: 'No online shop: customers use their vouchers at your till.',
  chooseInStoreOnly: 'Use vouchers in store only',
  inStoreOnlyChosen:
    'Vouchers are used in store only. Connect an online shop here whenever you open one.',
  shopAddress: 'Shop address',
  shopAddressHint: 'The address of your shop, starting with https://',
  authorise: 'Connect with WooCommerce',
  authoriseHint:
    'You sign in to your shop, approve StepUp, and come back here. StepUp gets its own API key.',
  orPasteKeys: 'Or paste a REST API key',
  pasteKeysHint:
    'In WooCommerce > Settings > Advanced > REST API, add a key with Read/Write permission and paste both parts here.',
  consumerKey: 'Consumer key',
  consumerSecret: 'Consumer secret',
  connectWithKeys: 'Connect with this key',
  connecting: 'Connecting…',
  connectedTo: (name: string, url: string) => `Connected to your ${name} shop at ${url}.`,
  waitingForShop: (url: string) =>
    `Waiting for your shop at ${url} to approve the connection. Approve it in your shop, or connect again.`,
  connectionError: (error: string) => `The connection to your shop failed: ${error}`,
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  disconnectTitle: 'Disconnect your online shop?',
  disconnectText:
    'StepUp removes the webhook it added to your shop and stops adding voucher codes to it. Codes already in your shop stay there.',
  disconnected:
    'Your shop is disconnected. WooCommerce cannot delete its own API keys: delete the StepUp key in WooCommerce > Settings > Advanced > REST API.',
  change: 'Choose again',
  cancel: 'Cancel',
  codesTitle: 'Voucher codes in your shop',
  codesLead:
    'Each voucher sold becomes a single-use coupon in your shop for its value, until it expires.',
  noCodes: 'No voucher codes yet. They appear here as customers buy your vouchers.',
  codeColumn: 'Code',
  valueColumn: 'Value',
  statusColumn: 'Status',
  problemColumn: 'Last problem',
  codeStatus: {
    pending: 'Being added',
    created: 'In your shop',
    failed: 'Failed',
    disabled: 'Removed',
    used: 'Used online',
  } as Record<string, string>,
  usedOnline: (orderRef: string) => `Used in order ${orderRef}`,
  tryAgain: 'Try again',
  tryAgainLabel: (code: string) => `Try adding ${code} to your shop again`,
  queued: 'Queued: the code is being added to your shop again.',
  loadFailed: 'Your online shop connection could not be loaded. Please reload the page.',
} as const;

export const SHOP_ADDRESS_REQUIRED = 'Enter your shop’s address.';
export const SHOP_ADDRESS_INVALID = 'Enter your shop’s address, e.g. https://shop.example.co.uk';
export const SHOP_ADDRESS_HTTPS = 'Your shop’s address must start with https://';
export const WOO_KEY_INVALID = 'Paste the consumer key: it starts with ck_';
export const WOO_SECRET_INVALID = 'Paste the consumer secret: it starts with cs_';
export const SHOP_PLATFORM_UNAVAILABLE = 'This shop platform cannot be connected yet.';
export const SHOP_NOT_CONNECTED = 'No online shop is connected.';
export const SHOP_REJECTED_KEYS =
  'Your shop refused this key. Check that it is a Read/Write key of this shop.';
export const SHOP_UNREACHABLE = 'Your shop could not be reached at this address.';
export const SHOP_AUTHORISATION_UNKNOWN = 'This authorisation is unknown or was already used.';
export const SHOP_CODE_NOT_FAILED = 'Only a code that failed can be tried again.';
export const SHOP_CODE_NOT_FOUND = 'This code is not one of your shop codes.';
export const shopUseRefused = (orderRef: string, why: string) =>
  `Refused at your shop in order ${orderRef}: the voucher was already ${why}. Ask the customer to pay the difference or cancel the order.`;
// Shopify (website connection, ADR 040): installing the app on a company's Shopify shop.
export const SHOPIFY_SHOP_REQUIRED = 'Enter your Shopify shop address.';
export const SHOPIFY_SHOP_INVALID =
  'Enter your shop’s Shopify address, ending in .myshopify.com (for example yourshop.myshopify.com).';
export const SHOPIFY_NOT_OFFERED =
  'Connecting a Shopify shop is not available on this marketplace.';
export const SHOPIFY_SHOP_TAKEN = 'This Shopify shop is connected to another business.';
export const SHOPIFY_INSTALL_FAILED =
  'Shopify could not be reached to start the connection. Please try again in a few minutes.';
export const SHOPIFY_WEBHOOK_UNSIGNED = 'The webhook signature is missing or wrong.';
export const SHOPIFY_TEXT = {
  shop: 'Shopify shop address',
  shopHint:
    'Its myshopify.com address, for example yourshop.myshopify.com. You approve our app in Shopify, then come back here.',
  connect: 'Connect with Shopify',
  connecting: 'Opening Shopify…',
  /** After Shopify sends the owner back (/api?shopify=…). */
  outcomes: {
    connected: 'Your Shopify shop is connected: new vouchers work at its checkout.',
    refused:
      'Shopify did not confirm the connection. Start again from this page, and approve the app in Shopify within a minute.',
    taken: SHOPIFY_SHOP_TAKEN,
  } as Record<string, string>,
} as const;

// Printable vouchers (the wallet's PDF downloads, issue 21).
export const printableVoucherText = {
  downloadA4: 'Download PDF (A4)',
  downloadCard: 'Download PDF (card)',
  /** The link's name: its visible words first (WCAG 2.5.3), then whose voucher. */
  downloadLabel: (visible: string, campaignName: string) => `${visible}: ${campaignName} voucher`,
  title: (campaignName: string) => `${campaignName} voucher`,
  value: (pounds: string) => `${pounds} voucher`,
  codeLabel: 'Voucher code',
  expires: (date: string) => `Expires ${date}`,
  useItAt: 'Use it at',
  howToRedeem:
    'Show this code or its QR code when you pay at the business, or enter the code at its online checkout, unless otherwise stated.',
  giftFor: (name: string) => `A gift for ${name}`,
  notPrintable: 'This voucher cannot be printed: only your own unused vouchers can.',
} as const;

// Vouchers in a phone's wallet (issue 21; ADR 058). The buttons' words are Apple's and Google's
// own (their badge guidelines); the rest is ours.
export const phoneWalletText = {
  addToAppleWallet: 'Add to Apple Wallet',
  saveToGoogleWallet: 'Save to Google Wallet',
  /** The link's name: its visible words first (WCAG 2.5.3), then whose voucher. */
  buttonLabel: (visible: string, campaignName: string) => `${visible}: ${campaignName} voucher`,
  description: (campaignName: string) => `${campaignName} voucher`,
  valueLabel: 'Value',
  businessLabel: 'Business',
  campaignLabel: 'Campaign',
  expiresLabel: 'Expires',
  codeLabel: 'Voucher code',
  howToRedeemLabel: 'How to use it',
  howToRedeem:
    'Show this code or its QR code when you pay at the business, or enter the code at its online checkout, unless otherwise stated.',
  notAvailable:
    'This voucher cannot be added to a wallet: only your own unused vouchers can, where the site offers it.',
  /** Apple's web service, to a call without the pass's own token. */
  passNotRecognised: 'This pass is not recognised.',
} as const;

// Ratings after redemption (issue 21; ADR 052). Not in the spec: it names only the ordersRating
// collection.
export const RATING_STARS_REQUIRED = 'Choose from 1 to 5 stars.';
export const RATING_COMMENT_TOO_LONG = 'Your comment can be at most 1,000 characters.';
export const RATING_VOUCHER_NOT_USED = 'You can rate a voucher once it has been used.';
export const RATING_VOUCHER_CANCELLED = 'A cancelled voucher cannot be rated.';
export const RATING_ALREADY_GIVEN = 'You have already rated this voucher.';
export const RATING_VOUCHER_NOT_FOUND = 'This voucher is not in your wallet.';
export const RATING_NOT_FOUND = 'This rating was not found.';
export const RATING_REPLY_REQUIRED = 'Write your reply.';
export const RATING_REPLY_TOO_LONG = 'Your reply can be at most 1,000 characters.';
export const RATING_REPLY_ALREADY_GIVEN = 'You have already replied to this rating.';
export const RATING_TEXT = {
  rate: 'Rate this voucher',
  heading: (companyName: string) => `How was ${companyName}?`,
  stars: 'Your rating',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  comment: 'Comment (optional)',
  send: 'Send rating',
  sending: 'Sending…',
  thanks: 'Thank you for your rating.',
  yours: (stars: number) => `You rated it ${stars} out of 5.`,
  ratings: 'Ratings',
  noRatings: 'No ratings yet',
  reply: 'Reply',
  sendReply: 'Send reply',
  companyReply: (companyName: string) => `Reply from ${companyName}`,
  hide: 'Hide comment',
  hidden: 'Comment hidden',
  hiddenComment: 'This comment was hidden by the marketplace.',
} as const;

// A gift's own page and the buyer's changes before delivery (issue 21; ADR 055). Not in the spec.
export const GIFT_LINK_INVALID =
  'This gift link is not valid. Open the link in the most recent gift email, or ask the person who sent the gift.';
export const GIFT_NOT_FOUND = 'This gift was not found.';
export const GIFT_ALREADY_SENT =
  'This gift has already been sent, so it can no longer be changed. You can have it emailed again once instead.';
export const GIFT_CANCELLED_NO_CHANGES =
  'This gift was cancelled, so it cannot be changed or sent.';
export const GIFT_NOT_SENT_YET =
  'This gift has not been sent yet: change its details or send it now instead.';
export const GIFT_ALREADY_RESENT = 'This gift has already been emailed again once.';
export const GIFT_USED_NO_RESEND = 'This gift has been used, so it cannot be sent again.';
export const GIFT_NOTHING_CHANGED = 'Nothing was changed.';
export const GIFT_PAGE_TEXT = {
  title: (companyName: string) => `Your ${companyName} gift`,
  from: (senderName: string) => `From ${senderName}`,
  someone: 'Someone',
  value: (pounds: string) => `${pounds} voucher`,
  codeLabel: 'Your voucher code',
  qrLabel: (code: string) => `QR code of voucher code ${code}`,
  atTheTill: 'Show this at the till to scan, or read out the code.',
  expires: (date: string) => `Expires ${date}`,
  campaign: 'Campaign',
  business: 'Business',
  howToRedeemHeading: 'How to redeem',
  whereHeading: 'Where to use it',
  noLongerValid:
    'This gift voucher is no longer valid: it was cancelled, so its code does not work any more.',
  used: 'This gift voucher has been used.',
  loading: 'Loading your gift',
  failed: 'Your gift could not be loaded just now. Please try again.',
} as const;
export const GIFT_CHANGE_TEXT = {
  manage: 'Manage gift',
  manageLabel: (companyName: string) => `Manage gift voucher for ${companyName}`,
  heading: 'Your gift',
  loading: 'Loading your gift',
  scheduled: (when: string) => `Scheduled to be emailed on ${when} (UK time).`,
  sent: (when: string) => `Emailed on ${when} (UK time).`,
  resentOn: (when: string) => `Emailed again on ${when} (UK time).`,
  cancelled: 'This gift was cancelled.',
  changeHeading: 'Change the gift before it is sent',
  deliverAt: 'Delivery time (UK)',
  deliverAtHint: 'As MMM DD YYYY HH:mm, for example Dec 24 2026 09:00.',
  save: 'Save changes',
  saved: 'Your changes are saved. We have emailed you a confirmation.',
  sendNow: 'Send it now',
  sentNow: 'Your gift has been sent. We have emailed you a confirmation.',
  resendHeading: 'Send it again',
  resendHint:
    'You can have the gift emailed again once, to the same address or a corrected one. The link in the earlier email then stops working.',
  resend: 'Send it again',
  resent: 'Your gift has been emailed again. We have emailed you a confirmation.',
  resentAlready: 'This gift has already been emailed again once.',
  failed: 'Your gift could not be changed just now. Please try again.',
  back: 'Back to My Vouchers',
} as const;

// Date reminders (issue 21; the original specification's eventReminders collection): the dates
// that matter to a customer, and the email a week before each.
export const DATE_REMINDER_NAME_REQUIRED = 'Enter whose date it is.';
export const DATE_REMINDER_NAME_TOO_LONG = 'The name can be at most 60 characters.';
export const DATE_REMINDER_OCCASION_REQUIRED = 'Enter the occasion, for example Birthday.';
export const DATE_REMINDER_OCCASION_TOO_LONG = 'The occasion can be at most 60 characters.';
export const DATE_REMINDER_DATE_INVALID = 'Enter a real date.';
export const DATE_REMINDER_YEAR_OUT_OF_RANGE = 'Enter a year from 1900 to 2100.';
export const DATE_REMINDER_ONCE_PAST = 'A one-off date must be today or later.';
export const DATE_REMINDER_ONCE_TOO_FAR = 'A one-off date can be at most 5 years ahead.';
export const DATE_REMINDER_REPEATS_REQUIRED = 'Choose every year or just once.';
export const DATE_REMINDER_LIMIT_REACHED =
  'You can save up to 50 dates. Delete one to add another.';
export const DATE_REMINDER_NOT_FOUND = 'This date was not found.';
export const DATE_REMINDER_TEXT = {
  tab: 'Dates to Remember',
  intro:
    'Save the birthdays and anniversaries that matter to you. We email you a week before each one, with gift ideas from the businesses you like.',
  empty: 'No dates saved yet.',
  add: 'Add a date',
  name: 'Whose date',
  occasion: 'Occasion',
  date: 'Date',
  repeats: 'Repeats',
  yearly: 'Every year',
  once: 'Just once',
  save: 'Save date',
  saving: 'Saving…',
  edit: 'Edit',
  cancel: 'Cancel',
  delete: 'Delete',
  deleted: 'Date deleted.',
  saved: 'Date saved.',
  next: (day: string) => `Next: ${day}`,
  reminder: (day: string) => `Reminder email on ${day}`,
  passed: 'This date has passed.',
  leapDay: 'In years without 29 February we remind you for 28 February.',
  count: (n: number, max: number) => `${n} of ${max} dates saved`,
} as const;

// Gift designs (docs/product.md#gift-designs): the admin's categories and designs on
// /admin/gifting, and the buyer's choice on the campaign page's gift form.
export const GIFT_DESIGN_NAME_REQUIRED = 'Please enter the design’s name';
export const GIFT_DESIGN_CATEGORY_NAME_REQUIRED = 'Please enter the category’s name';
export const GIFT_DESIGN_NAME_TOO_LONG = 'The name can be at most 60 characters';
export const GIFT_DESIGN_IMAGE_REQUIRED = 'Please upload the artwork';
export const GIFT_DESIGN_CATEGORY_REQUIRED = 'Please choose the design’s category';
export const GIFT_DESIGN_CATEGORY_DOES_NOT_EXIST = 'This gift design category does not exist';
export const GIFT_DESIGN_DOES_NOT_EXIST = 'This gift design does not exist';
export const GIFT_DESIGN_CATEGORY_NOT_EMPTY =
  'This category still has designs: move or delete them first, or deactivate the category';
export const GIFT_DESIGN_IN_USE =
  'Gifts already carry this design, so it cannot be deleted: deactivate it instead';
/** A purchase naming a design that is unknown or no longer offered. */
export const GIFT_DESIGN_UNAVAILABLE =
  'This gift design is no longer available. Please choose another one.';
export const GIFT_DESIGNS_TEXT = {
  title: 'Gift designs',
  lead: 'The pictures a buyer can choose for a gift, grouped by occasion. The recipient sees the chosen design in their email and on the printed voucher.',
  loading: 'Loading the gift designs…',
  categoriesTitle: 'Gift design categories',
  categoriesLead: 'Occasions the designs are grouped by, in the order buyers see them.',
  categoriesCaption: 'Gift design categories in display order',
  categoriesEmpty: 'No categories yet',
  addCategory: 'Add category',
  addCategoryTitle: 'Add a category',
  editCategoryTitle: (name: string) => `Change ${name}`,
  designsTitle: 'Gift designs',
  designsLead:
    'The pictures a buyer can choose for a gift. The recipient sees the chosen design in their email and on the printed voucher. A design that gifts already carry can only be deactivated.',
  designsColumn: 'Designs',
  designsCaption: 'Gift designs in display order',
  designsEmpty: 'No designs yet',
  addDesign: 'Add design',
  addDesignTitle: 'Add a design',
  editDesignTitle: (name: string) => `Change ${name}`,
  name: 'Name',
  category: 'Category',
  artwork: 'Artwork',
  active: 'Offered to buyers',
  status: 'Status',
  used: 'Gifts',
  activeBadge: 'Active',
  inactiveBadge: 'Inactive',
  deactivateInstead: 'Deactivate instead',
  noCategoryFirst: 'Add a category first: every design belongs to one.',
} as const;
