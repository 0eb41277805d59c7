import { z } from 'zod';
import { normaliseUkMobile } from '@stepup/domain';

/**
 * The local phone (outbox SMS transport, outside production only): GET /api/dev/sms?to=. `to`
 * is required (one number's texts at a time, never everybody's codes) and may be written as
 * people write it (07700 900123); it is matched in E.164. An unencoded `+` in a query string
 * arrives as a space, so ` 447…` is read as `+447…`.
 */
export const devSmsQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((to) => normaliseUkMobile(to) ?? normaliseUkMobile(`+${to}`) ?? to),
});

export const devSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  template: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type DevSms = z.infer<typeof devSmsSchema>;

export const devSmsListSchema = z.object({ sms: z.array(devSmsSchema) });
export type DevSmsList = z.infer<typeof devSmsListSchema>;
