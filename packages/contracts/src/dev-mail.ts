import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './bounds';

/**
 * The local mailbox (outbox transport, outside production only): GET /api/dev/mail?to=. One
 * address's mail at a time: `to` is required, so the mailbox never lists everybody's links.
 */
export const devMailQuerySchema = z.object({ to: z.email().min(3).max(EMAIL_MAX_LENGTH) });

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailListSchema = z.object({ mail: z.array(devMailSchema) });
export type DevMailList = z.infer<typeof devMailListSchema>;
