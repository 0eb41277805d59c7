import { z } from 'zod';
import {
  COMPANY_NOTIFICATION_CATEGORY_REQUIRED,
  COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
  COMPANY_NOTIFICATION_LINK_INVALID,
  COMPANY_NOTIFICATION_TITLE_REQUIRED,
  COMPANY_NOTIFICATION_TITLE_TOO_LONG,
  COMPANY_NOTIFICATION_TOO_MANY_COMPANIES,
} from './messages';
import { characterCount } from './character-count';
import { requiredText } from './validation/shared';

// Company notifications (docs/product.md#company-notifications): an admin's message, with an
// optional link, to all approved companies, chosen ones or a category's; each company sees it on
// its dashboard until it dismisses it.

export const COMPANY_NOTIFICATION_AUDIENCES = ['all', 'chosen', 'category'] as const;
export type CompanyNotificationAudience = (typeof COMPANY_NOTIFICATION_AUDIENCES)[number];

/** The longest notification (the spec's "notification"). */
export const COMPANY_NOTIFICATION_TITLE_MAX_LENGTH = 500;
/** The most companies one notification may name (beyond that, a category or all). */
export const COMPANY_NOTIFICATION_MAX_CHOSEN = 500;
/** Sent notifications per page of the admin list. */
export const COMPANY_NOTIFICATIONS_PAGE_SIZE = 20;
/** Companies the admin form's name search answers at most. */
export const COMPANY_NOTIFICATION_SEARCH_LIMIT = 20;

/**
 * A notification's link: a full https:// address naming a real host, so the dashboard's link is
 * safe to follow (no javascript:, no plain http, no guessed scheme).
 */
export function isValidNotificationLink(text: string): boolean {
  // A pattern rather than URL parsing: the domain package runs without DOM or Node globals.
  return /^https:\/\/([a-z0-9-]+\.)+[a-z0-9-]{2,}(:\d{1,5})?([/?#]\S*)?$/i.test(text.trim());
}

/**
 * The admin form (the spec: notification, data, selected companies), checked the same in the
 * browser and on the server, in the order the form shows its fields.
 */
export const companyNotificationFormSchema = z
  .object({
    title: requiredText(COMPANY_NOTIFICATION_TITLE_REQUIRED).refine(
      (title) => characterCount(title) <= COMPANY_NOTIFICATION_TITLE_MAX_LENGTH,
      COMPANY_NOTIFICATION_TITLE_TOO_LONG,
    ),
    link: z
      .string()
      .trim()
      .default('')
      .refine((link) => link === '' || isValidNotificationLink(link), {
        message: COMPANY_NOTIFICATION_LINK_INVALID,
      }),
    audience: z.enum(COMPANY_NOTIFICATION_AUDIENCES).default('chosen'),
    companyIds: z.array(z.string()).default([]),
    categoryId: z.string().trim().default(''),
    email: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'chosen' && value.companyIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
        path: ['companyIds'],
      });
    if (value.audience === 'chosen' && value.companyIds.length > COMPANY_NOTIFICATION_MAX_CHOSEN)
      ctx.addIssue({
        code: 'custom',
        message: COMPANY_NOTIFICATION_TOO_MANY_COMPANIES,
        path: ['companyIds'],
      });
    if (value.audience === 'category' && value.categoryId === '')
      ctx.addIssue({
        code: 'custom',
        message: COMPANY_NOTIFICATION_CATEGORY_REQUIRED,
        path: ['categoryId'],
      });
  });
export type CompanyNotificationForm = z.output<typeof companyNotificationFormSchema>;
export type CompanyNotificationFormInput = z.input<typeof companyNotificationFormSchema>;
