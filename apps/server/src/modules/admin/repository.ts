import type { Database } from '@stepup/db';
import { campaigns, companies, count, eq } from '@stepup/db';

/** The admin menu's counters: companies waiting for approval and campaign requests to review. */
export async function countAwaitingReview(db: Database) {
  const [newCompanies] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.status, 'pending'));
  const [pendingCampaigns] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(eq(campaigns.status, 'pending'));
  return { newCompanies: newCompanies?.n ?? 0, pendingCampaigns: pendingCampaigns?.n ?? 0 };
}
