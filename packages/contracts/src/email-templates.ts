import { z } from 'zod';
import {
  EMAIL_TEMPLATE_CONTENT_MAX_LENGTH,
  EMAIL_TEMPLATE_CONTENT_TOO_LONG,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
} from '@stepup/domain';
import { boundedString } from './bounds';

// The admin's email templates (/admin/notifications, tab Email templates; ADR 033).

/** An email's trigger key, e.g. 'voucher-confirmation' (the catalogue of packages/email). */
export const emailTriggerParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const emailAudienceSchema = z.enum(['account', 'customer', 'company', 'admin']);
export type EmailAudienceValue = z.infer<typeof emailAudienceSchema>;

/** One email as the list shows it: what it is, its wording now, and whether an admin changed it. */
export const emailTemplateSummarySchema = z.object({
  key: z.string(),
  label: z.string(),
  audience: emailAudienceSchema,
  /** When it is sent, in a sentence. */
  when: z.string(),
  subject: z.string(),
  content: z.string(),
  customised: z.boolean(),
  /** When an admin last saved it; null for the default wording. */
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

/** GET /api/admin/email-templates: every email, in the catalogue's order. */
export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

/** GET /api/admin/email-templates/:key: one email with its placeholders and default wording. */
export const emailTemplateDetailSchema = emailTemplateSummarySchema.extend({
  placeholders: z.array(
    z.object({ name: z.string(), description: z.string(), sample: z.string() }),
  ),
  defaultSubject: z.string(),
  defaultContent: z.string(),
});
export type EmailTemplateDetail = z.infer<typeof emailTemplateDetailSchema>;

/**
 * PUT /api/admin/email-templates/:key (save), and the draft of …/preview and …/test. Loosely
 * typed (lengths only, above the rule's): the server checks it with the domain's
 * emailTemplateFormSchema, whose messages name the unknown placeholders.
 */
export const emailTemplateRequestSchema = z.object({
  subject: boundedString(EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH * 4, EMAIL_TEMPLATE_SUBJECT_TOO_LONG),
  content: boundedString(EMAIL_TEMPLATE_CONTENT_MAX_LENGTH * 4, EMAIL_TEMPLATE_CONTENT_TOO_LONG),
});
export type EmailTemplateRequest = z.infer<typeof emailTemplateRequestSchema>;

/** POST …/preview: the draft rendered with sample data, as the email would be sent. */
export const emailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST …/test: where the test email went (the signed-in admin's own address). */
export const emailTestSentSchema = z.object({ sentTo: z.string() });
export type EmailTestSent = z.infer<typeof emailTestSentSchema>;
