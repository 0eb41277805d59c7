import { z } from 'zod';

/** The admin menu's counters (spec §2 Menus). */
export const adminCountersSchema = z.object({
  newCompanies: z.number().int().nonnegative(),
  pendingCampaigns: z.number().int().nonnegative(),
});
export type AdminCounters = z.infer<typeof adminCountersSchema>;
