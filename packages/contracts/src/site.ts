import { z } from 'zod';

/**
 * Which card form the customer site shows: the embedded sandbox's own, or Stripe Elements with the
 * platform's publishable key (`pk_…`, public by design; the secret key never leaves the server).
 */
export const sitePaymentsSchema = z.union([
  z.object({ provider: z.literal('sandbox') }),
  z.object({
    provider: z.literal('stripe'),
    publishableKey: z.string().regex(/^pk_(?:test|live)_[A-Za-z0-9]+$/),
  }),
]);
export type SitePayments = z.infer<typeof sitePaymentsSchema>;

/** Branding and site-wide settings (docs/product.md#site-settings and the gifting price). */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  tabInfo: z.string(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  giftingFeePence: z.number().int().nonnegative(),
  /** The operator's contact mailbox and postal address lines, for the footer. */
  contactEmail: z.string().nullable(),
  postalAddress: z.array(z.string()),
  /** Public origins of the two sites (from the server's configuration), for links between them. */
  webUrl: z.url(),
  businessUrl: z.url(),
  /** The card payment provider the server uses (from its configuration). */
  payments: sitePaymentsSchema,
  /** Which phone wallets vouchers can go to (the server has their credentials; ADR 058). */
  phoneWallets: z.object({ apple: z.boolean(), google: z.boolean() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process is up and answers (nothing else is asked). */
export const livenessSchema = z.object({ status: z.literal('live') });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /api/health/ready: the database answers, the migrations are applied, the job queue works if
 * this process runs jobs, and the process is not shutting down. Otherwise 503 with the error shape,
 * its message naming the check that failed.
 */
export const readinessSchema = z.object({ status: z.literal('ready') });
export type ReadinessStatus = z.infer<typeof readinessSchema>;
