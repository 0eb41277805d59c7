import { z } from 'zod';
import { ID_MAX_LENGTH, LINE_MAX_LENGTH, boundedString } from './bounds';

// Multi-site groups (/api/company/sites…, docs/product.md#multi-site-groups): a company's sites,
// where its campaigns are used, where its staff work, and its figures by site. Requests are
// loosely typed: the server checks them with the domain's schemas and their messages.

export const companySiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  /** Set once the site is closed: it keeps its history but is offered nowhere. */
  archivedAt: z.iso.datetime().nullable(),
});
export type CompanySite = z.infer<typeof companySiteSchema>;

/** GET /api/company/sites. */
export const companySitesSchema = z.object({
  /** Open sites in the owner's order, then closed ones. */
  sites: z.array(companySiteSchema),
  /** The sites the caller may redeem at; empty = every open site. */
  yourSiteIds: z.array(z.string()),
  /** Each member's sites (empty = every site). */
  members: z.array(z.object({ userId: z.string(), siteIds: z.array(z.string()) })),
  /** Each campaign's sites (empty = every site). */
  campaigns: z.array(z.object({ campaignId: z.string(), siteIds: z.array(z.string()) })),
});
export type CompanySites = z.infer<typeof companySitesSchema>;

export const companySiteRequestSchema = z.object({
  name: boundedString(LINE_MAX_LENGTH).optional(),
  address: boundedString(LINE_MAX_LENGTH * 2).optional(),
});
export type CompanySiteRequest = z.infer<typeof companySiteRequestSchema>;

export const siteMoveRequestSchema = z.object({ direction: boundedString(10) });

export const siteIdsRequestSchema = z.object({
  siteIds: z.array(boundedString(ID_MAX_LENGTH)).max(200),
});

export const siteIdParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH).min(1) });

/** One line of the dashboard's figures by site; siteId null = several sites (sales) or none. */
export const siteFiguresSchema = z.object({
  siteId: z.string().nullable(),
  label: z.string(),
  count: z.number().int(),
  valuePence: z.number().int(),
});

/** GET /api/company/sites/figures: redemptions (count, face value) and sales by site. */
export const companySiteFiguresSchema = z.object({
  redemptions: z.array(siteFiguresSchema),
  sales: z.array(siteFiguresSchema),
});
export type CompanySiteFigures = z.infer<typeof companySiteFiguresSchema>;

/** A campaign's sites as its customers see them (campaign page, voucher emails). */
export const campaignSiteSchema = z.object({ name: z.string(), address: z.string() });
export type CampaignSite = z.infer<typeof campaignSiteSchema>;
