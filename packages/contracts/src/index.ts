export * from './errors';
export * from './bounds';
export * from './headers';
export * from './catalog';
export * from './campaign-search';
export * from './favourites';
export * from './wallet';
export * from './purchases';
export * from './site';
export * from './content';
export * from './admin-content-pages';
export * from './site-content';
export * from './account';
export * from './admin';
export * from './admin-customers';
export * from './admins';
export * from './admin-images';
export * from './company';
export * from './dev-mail';
export * from './dev-sms';
export * from './company-campaigns';
export * from './team';
export * from './client';
export * from './custom-offers';
export * from './refunds';
export * from './interaction-log';
export * from './dashboards';
export * from './company-notifications';
export * from './perks';
export * from './gifting';
export * from './gift-designs';
export * from './email-templates';
export * from './public-api';
// Outgoing webhooks (ADR 037).
export * from './webhooks';
export * from './till';
export * from './sites';
// Online shop connections (issue 18, shops).
export * from './shops';
// Ratings after redemption (issue 21, ADR 052).
export * from './ratings';
export * from './gifts';
// Date reminders (issue 21).
export * from './date-reminders';
