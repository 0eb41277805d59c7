// @stepup/email: the messages the product sends, rendered to subject, text and HTML. Transports
// (SMTP or the outbox table) live in the server; this package only knows words and layout.
export * from './layout';
export * from './account-emails';
export * from './purchase-emails';
export * from './gift-change-emails';
export * from './redemption-emails';
export * from './company-emails';
export * from './team-emails';
export * from './custom-offer-emails';
export * from './refund-emails';
export * from './customer-account-emails';
export * from './admin-emails';
export * from './reminder-emails';
export * from './company-notification-emails';
export * from './catalogue';
export * from './wording';
export * from './samples';
