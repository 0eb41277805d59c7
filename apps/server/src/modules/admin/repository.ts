import type { CompanyStatus, CampaignStatus, Database, SQL, Transaction } from '@stepup/db';
import {
  and,
  asc,
  auditLog,
  campaigns,
  categories,
  companies,
  COMPANY_OWNER_ROLE,
  companyMembers,
  count,
  countUpToLimit,
  desc,
  eq,
  ilike,
  or,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { InteractionLogTargetType, UkDaysRange } from '@stepup/domain';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';
import { companyJoinedWithin } from './period-filters-repository';

type Db = Database | Transaction;

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

/** `%text%` for ILIKE, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first owner's email of each company (the person who signed it up). */
// Written out with table names: in a single-table select Drizzle leaves columns unqualified,
// which the subqueries' own tables would make ambiguous.
const ownerEmail = sql<string | null>`(
  select u.email from company_members m join "user" u on u.id = m.user_id
  where m.company_id = "companies"."id" and m.role_in_company = ${COMPANY_OWNER_ROLE}
  order by m.created_at limit 1)`;
const campaignCount = sql<number>`(
  select count(*)::int from campaigns c where c.company_id = "companies"."id")`;

/**
 * One page of companies matching the filters (status, name substring, the days they joined),
 * pending first, then newest; and how many match in all.
 */
export async function findCompaniesForAdmin(
  db: Database,
  {
    status,
    q,
    joined,
  }: { status?: CompanyStatus | undefined; q?: string | undefined; joined?: UkDaysRange },
  page: { limit: number; offset: number },
) {
  const where: SQL[] = [];
  if (status) where.push(eq(companies.status, status));
  // The dashboard's New companies counts through the same condition.
  const joinedWithin = joined ? companyJoinedWithin(joined) : undefined;
  if (joinedWithin) where.push(joinedWithin);
  if (q?.trim()) {
    const pattern = contains(q.trim());
    where.push(or(ilike(companies.name, pattern), ilike(companies.tradingName, pattern))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        status: companies.status,
        website: companies.website,
        createdAt: companies.createdAt,
        ownerEmail,
        campaignCount,
      })
      .from(companies)
      .where(filter)
      // The id breaks ties so a company never shows on two pages.
      .orderBy(sql`${companies.status} = 'pending' desc`, desc(companies.createdAt), companies.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companies).where(filter),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findCompanyForAdmin(db: Db, id: string) {
  const [row] = await db
    .select({ company: companies, ownerEmail, campaignCount })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function findCategoryName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row?.name ?? null;
}

/** The company's row, locked until the transaction ends (two admins deciding at once queue). */
export async function lockCompany(tx: Transaction, id: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function setCompanyStatus(tx: Transaction, id: string, status: CompanyStatus) {
  await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.id, id));
}

/** The company's owners (name and email): who a review decision is emailed to. */
export async function findCompanyOwners(db: Db, companyId: string) {
  return db
    .select({ name: user.name, email: user.email })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.roleInCompany, COMPANY_OWNER_ROLE),
      ),
    )
    .orderBy(asc(companyMembers.createdAt));
}

const campaignColumns = {
  campaign: campaigns,
  companyName: companies.name,
  companyStatus: companies.status,
};

/**
 * Campaigns for the admin list: pending requests first (oldest first), then the newest. One page
 * of those matching the filters, and how many match, counted up to ADMIN_LIST_COUNT_LIMIT.
 */
export async function findCampaignsForAdmin(
  db: Database,
  { status, q, companyId }: { status?: CampaignStatus; q?: string; companyId?: string },
  page: { limit: number; offset: number },
) {
  const where: SQL[] = [];
  if (status) where.push(eq(campaigns.status, status));
  if (companyId) where.push(eq(campaigns.companyId, companyId));
  if (q?.trim()) {
    const pattern = contains(q.trim());
    where.push(or(ilike(campaigns.name, pattern), ilike(companies.name, pattern))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, counted] = await Promise.all([
    // Served in order by campaigns_admin_list_idx, whose expressions these are (ADR 044).
    db
      .select(campaignColumns)
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(filter)
      .orderBy(
        sql`${campaigns.status} = 'pending' desc`,
        sql`case when ${campaigns.status} = 'pending' then ${campaigns.createdAt} end asc`,
        desc(campaigns.createdAt),
        campaigns.id,
      )
      .limit(page.limit)
      .offset(page.offset),
    // Every campaign has its company (a required reference): the join is only for the search.
    countUpToLimit(
      db,
      q?.trim()
        ? db
            .select({ one: sql`1` })
            .from(campaigns)
            .innerJoin(companies, eq(companies.id, campaigns.companyId))
            .where(filter)
            .$dynamic()
        : db
            .select({ one: sql`1` })
            .from(campaigns)
            .where(filter)
            .$dynamic(),
      ADMIN_LIST_COUNT_LIMIT,
    ),
  ]);
  return { rows, ...counted };
}

export async function findCampaignForAdmin(db: Db, id: string) {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, id))
    .limit(1);
  return row;
}

/** The campaign and its company's status, the campaign row locked until the transaction ends. */
export async function lockCampaign(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ campaign: campaigns, companyStatus: companies.status, companyName: companies.name })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, id))
    .for('update', { of: campaigns });
  return row;
}

export async function updateCampaign(
  tx: Transaction,
  id: string,
  changes: Partial<typeof campaigns.$inferInsert>,
) {
  await tx
    .update(campaigns)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** The company's sales as its dashboard counts them: issued vouchers not cancelled. */
export async function findCompanySalesSummary(db: Database, companyId: string) {
  const [row] = await db
    .select({
      vouchersSold: count(),
      faceValuePence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
      paidPence: sql<number>`coalesce(sum(${vouchers.pricePaidPence}), 0)::int`,
      redeemed: sql<number>`count(${vouchers.usedAt})::int`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), sql`${vouchers.cancelledAt} is null`));
  return row ?? { vouchersSold: 0, faceValuePence: 0, paidPence: 0, redeemed: 0 };
}

export interface AuditEntry {
  /** Null for what the card provider told us (no person acted). */
  actorUserId: string | null;
  /** The actor's email, or 'system' / 'provider'. */
  actorLabel: string;
  action: string;
  targetType: InteractionLogTargetType;
  targetId: string;
  data?: Record<string, unknown>;
}

/** One line of the interaction log, written in the transaction of the change it records. */
export async function insertAudit(tx: Transaction, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, data: entry.data ?? null });
}

/** The newest logged decision on a target, with its reason if it had one. */
export async function findLastDecision(db: Db, targetType: string, targetId: string) {
  const [row] = await db
    .select({
      action: auditLog.action,
      data: auditLog.data,
      by: auditLog.actorLabel,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row;
}
