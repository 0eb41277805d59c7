import { z } from 'zod';
import { PERK_COMPANIES_MAX, PERK_DESCRIPTION_MAX_LENGTH } from '@stepup/domain';
import {
  COMPANY_NAME_MAX_LENGTH,
  ID_MAX_LENGTH,
  LINE_MAX_LENGTH,
  URL_MAX_LENGTH,
  boundedString,
} from './bounds';

// Perks offered to companies (docs/product.md#perks): the company's Perks tab and /admin/perks.

/** One live perk as a company sees it. */
export const perkSchema = z.object({
  id: z.string(),
  title: z.string(),
  partner: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  code: z.string().nullable(),
  /** Its last UK day ('2026-06-30'), when it has one. */
  endsOn: z.string().nullable(),
});
export type Perk = z.infer<typeof perkSchema>;

/**
 * GET /api/company/perks: the perks live today for the caller's company. `available` false: an
 * admin turned the Perks tab off (and `perks` is empty).
 */
export const perkListSchema = z.object({ available: z.boolean(), perks: z.array(perkSchema) });
export type PerkList = z.infer<typeof perkListSchema>;

export const perkStatusSchema = z.enum(['live', 'scheduled', 'ended', 'off']);

/** A company a perk is offered to (or may be): its id and the name it trades under. */
export const perkCompanySchema = z.object({ id: z.string(), name: z.string() });
export type PerkCompany = z.infer<typeof perkCompanySchema>;

/** One perk as /admin/perks shows it: everything stored, its UK days and where it stands today. */
export const adminPerkSchema = perkSchema.extend({
  startsOn: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  audience: z.enum(['all', 'chosen']),
  companies: z.array(perkCompanySchema),
  status: perkStatusSchema,
});
export type AdminPerk = z.infer<typeof adminPerkSchema>;

/** GET /api/admin/perks: every perk in the companies' order, and whether the Perks tab is on. */
export const adminPerkListSchema = z.object({
  perksEnabled: z.boolean(),
  perks: z.array(adminPerkSchema),
});
export type AdminPerkList = z.infer<typeof adminPerkListSchema>;

const optionalText = (max: number) => boundedString(max).nullish();
const ukDay = z.string().max(10).nullish();

/**
 * POST /api/admin/perks and PUT /api/admin/perks/:id: the form as typed (the domain's
 * perkFormSchema answers its rules with their messages; these are only the outer bounds).
 */
export const adminPerkRequestSchema = z.object({
  title: boundedString(LINE_MAX_LENGTH),
  partner: boundedString(LINE_MAX_LENGTH),
  description: boundedString(PERK_DESCRIPTION_MAX_LENGTH * 2).optional(),
  imageUrl: optionalText(URL_MAX_LENGTH),
  url: optionalText(URL_MAX_LENGTH),
  code: optionalText(LINE_MAX_LENGTH),
  startsOn: ukDay,
  endsOn: ukDay,
  enabled: z.boolean().optional(),
  audience: z.enum(['all', 'chosen']).optional(),
  companyIds: z.array(boundedString(ID_MAX_LENGTH)).max(PERK_COMPANIES_MAX).optional(),
});
export type AdminPerkRequest = z.infer<typeof adminPerkRequestSchema>;

export const perkIdParamsSchema = z.object({ id: boundedString(ID_MAX_LENGTH) });

/** POST /api/admin/perks/:id/move: one place up or down in the companies' order. */
export const perkMoveRequestSchema = z.object({ direction: z.enum(['up', 'down']) });
export type PerkMoveRequest = z.infer<typeof perkMoveRequestSchema>;

/** PUT /api/admin/perks/settings: the Perks tab on or off for every company. */
export const perksSwitchRequestSchema = z.object({ perksEnabled: z.boolean() });
export type PerksSwitchRequest = z.infer<typeof perksSwitchRequestSchema>;
export const perksSwitchSchema = perksSwitchRequestSchema;

/** GET /api/admin/perks/companies?q=: companies whose name holds `q`, to choose for a perk. */
export const perkCompanySearchQuerySchema = z.object({
  q: boundedString(COMPANY_NAME_MAX_LENGTH).optional(),
});
export const perkCompanySearchSchema = z.object({ companies: z.array(perkCompanySchema) });
export type PerkCompanySearch = z.infer<typeof perkCompanySearchSchema>;
