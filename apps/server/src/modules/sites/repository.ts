import {
  and,
  asc,
  campaignSites,
  campaigns,
  companyMembers,
  companySites,
  eq,
  inArray,
  isNull,
  isUniqueViolation,
  memberSites,
  sql,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

const siteColumns = {
  id: companySites.id,
  name: companySites.name,
  address: companySites.address,
  position: companySites.position,
  archivedAt: companySites.archivedAt,
};

/** The company's sites: open ones in the owner's order, then closed ones. */
export async function listSites(db: Db, companyId: string) {
  return db
    .select(siteColumns)
    .from(companySites)
    .where(eq(companySites.companyId, companyId))
    .orderBy(
      sql`${companySites.archivedAt} is not null`,
      asc(companySites.position),
      asc(companySites.createdAt),
    );
}

/** The company's open sites in order. */
export async function listOpenSites(db: Db, companyId: string) {
  return db
    .select(siteColumns)
    .from(companySites)
    .where(and(eq(companySites.companyId, companyId), isNull(companySites.archivedAt)))
    .orderBy(asc(companySites.position), asc(companySites.createdAt));
}

/** Adds a site last; null when an open site of the company already has the name. */
export async function insertSite(
  db: Database,
  input: { companyId: string; name: string; address: string },
) {
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${companySites.position}), -1)::int` })
        .from(companySites)
        .where(eq(companySites.companyId, input.companyId));
      const [row] = await tx
        .insert(companySites)
        .values({ ...input, position: (last?.max ?? -1) + 1 })
        .returning(siteColumns);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Renames or re-addresses an open site; undefined when not the company's, null when the name is taken. */
export async function updateSite(
  db: Db,
  companyId: string,
  id: string,
  changes: { name?: string; address?: string },
  now: Date,
) {
  try {
    const [row] = await db
      .update(companySites)
      .set({ ...changes, updatedAt: now })
      .where(
        and(
          eq(companySites.id, id),
          eq(companySites.companyId, companyId),
          isNull(companySites.archivedAt),
        ),
      )
      .returning(siteColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Closes an open site: it keeps its history; campaigns and staff no longer name it. */
export async function archiveSite(db: Database, companyId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companySites)
      .set({ archivedAt: now, updatedAt: now })
      .where(
        and(
          eq(companySites.id, id),
          eq(companySites.companyId, companyId),
          isNull(companySites.archivedAt),
        ),
      )
      .returning({ id: companySites.id });
    if (!row) return false;
    await tx.delete(campaignSites).where(eq(campaignSites.siteId, id));
    await tx.delete(memberSites).where(eq(memberSites.siteId, id));
    return true;
  });
}

/** Locks the company's open sites and answers their ids in order (for a move). */
export async function lockSiteOrder(tx: Transaction, companyId: string) {
  const rows = await tx
    .select({ id: companySites.id })
    .from(companySites)
    .where(and(eq(companySites.companyId, companyId), isNull(companySites.archivedAt)))
    .orderBy(asc(companySites.position), asc(companySites.createdAt))
    .for('update');
  return rows.map((r) => r.id);
}

export async function saveSiteOrder(tx: Transaction, ids: readonly string[], now: Date) {
  for (const [position, id] of ids.entries()) {
    await tx.update(companySites).set({ position, updatedAt: now }).where(eq(companySites.id, id));
  }
}

/** Each of the company's campaigns that names sites, with them. */
export async function listCampaignSites(db: Db, companyId: string) {
  return db
    .select({ campaignId: campaignSites.campaignId, siteId: campaignSites.siteId })
    .from(campaignSites)
    .innerJoin(campaigns, eq(campaigns.id, campaignSites.campaignId))
    .where(eq(campaigns.companyId, companyId));
}

/** Each of the company's members that names sites, with them. */
export async function listMemberSites(db: Db, companyId: string) {
  return db
    .select({ userId: companyMembers.userId, siteId: memberSites.siteId })
    .from(memberSites)
    .innerJoin(companyMembers, eq(companyMembers.id, memberSites.memberId))
    .where(eq(companyMembers.companyId, companyId));
}

export async function campaignSiteIds(db: Db, campaignId: string) {
  const rows = await db
    .select({ siteId: campaignSites.siteId })
    .from(campaignSites)
    .where(eq(campaignSites.campaignId, campaignId));
  return rows.map((r) => r.siteId);
}

export async function memberSiteIds(db: Db, companyId: string, userId: string) {
  const rows = await db
    .select({ siteId: memberSites.siteId })
    .from(memberSites)
    .innerJoin(companyMembers, eq(companyMembers.id, memberSites.memberId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return rows.map((r) => r.siteId);
}

export async function findCompanyCampaignId(db: Db, companyId: string, campaignId: string) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.companyId, companyId)));
  return row?.id;
}

export async function findMemberId(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row?.id;
}

export async function replaceCampaignSites(db: Db, campaignId: string, siteIds: readonly string[]) {
  await db.delete(campaignSites).where(eq(campaignSites.campaignId, campaignId));
  if (siteIds.length > 0)
    await db.insert(campaignSites).values(siteIds.map((siteId) => ({ campaignId, siteId })));
}

export async function replaceMemberSites(db: Db, memberId: string, siteIds: readonly string[]) {
  await db.delete(memberSites).where(eq(memberSites.memberId, memberId));
  if (siteIds.length > 0)
    await db.insert(memberSites).values(siteIds.map((siteId) => ({ memberId, siteId })));
}

/** Which of these ids are the company's open sites. */
export async function openSiteIdsAmong(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companySites.id })
    .from(companySites)
    .where(
      and(
        eq(companySites.companyId, companyId),
        isNull(companySites.archivedAt),
        inArray(companySites.id, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

/** Redemptions (count, face value) per site the voucher was used at (null: none recorded). */
export async function redemptionsBySite(db: Db, companyId: string) {
  return db
    .select({
      siteId: vouchers.usedSiteId,
      count: sql<number>`count(*)::int`,
      valuePence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        sql`${vouchers.usedAt} is not null`,
        isNull(vouchers.cancelledAt),
      ),
    )
    .groupBy(vouchers.usedSiteId);
}

/** Vouchers sold (count, face value) per campaign, cancelled ones left out. */
export async function salesByCampaign(db: Db, companyId: string) {
  return db
    .select({
      campaignId: vouchers.campaignId,
      count: sql<number>`count(*)::int`,
      valuePence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), isNull(vouchers.cancelledAt)))
    .groupBy(vouchers.campaignId);
}

/**
 * The sites (name, address) a campaign's customers are told about, open ones in order: the ones
 * it is limited to, or every one of a company with several; `limited` says which.
 */
export async function findCampaignSitesForCustomers(db: Db, campaignId: string) {
  // One statement (a gift's delivery reads it, thousands a minute): the company's open sites, each
  // saying whether the campaign is limited to it; no rows for a company without open sites.
  const open = await db
    .select({
      name: companySites.name,
      address: companySites.address,
      chosen: sql<boolean>`exists (select 1 from ${campaignSites} where ${campaignSites.campaignId} = ${campaigns.id} and ${campaignSites.siteId} = ${companySites.id})`,
    })
    .from(campaigns)
    .innerJoin(
      companySites,
      and(eq(companySites.companyId, campaigns.companyId), isNull(companySites.archivedAt)),
    )
    .where(eq(campaigns.id, campaignId))
    .orderBy(asc(companySites.position), asc(companySites.createdAt));
  const limited = open.some((s) => s.chosen);
  const shown = limited ? open.filter((s) => s.chosen) : open.length > 1 ? open : [];
  return { sites: shown.map((s) => ({ name: s.name, address: s.address })), limited };
}
