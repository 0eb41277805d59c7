import { z } from 'zod';

/** Branding and site-wide settings (spec §3 "Branding (siteInfo)" and the gifting price). */
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
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
