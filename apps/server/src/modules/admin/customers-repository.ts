import type { Database, SQL, Transaction } from '@stepup/db';
import {
  and,
  campaigns,
  companies,
  countUpToLimit,
  customers,
  desc,
  eq,
  ilike,
  or,
  siteSettings,
  sql,
  user,
  vouchers,
} from '@stepup/db';
import type { UkDaysRange } from '@stepup/domain';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';
import { customerJoinedWithin } from './period-filters-repository';

type Db = Database | Transaction;

export interface CustomerFilters {
  q?: string | undefined;
  status?: 'approved' | 'denied' | undefined;
  tester?: boolean | undefined;
  buyingOff?: boolean | undefined;
  /** Joined (signed up) within these instants: the dashboard's New customers. */
  joined?: UkDaysRange | undefined;
}

/** `%text%` for ILIKE, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf({ q, status, tester, buyingOff, joined }: CustomerFilters): SQL | undefined {
  const where: SQL[] = [];
  if (q)
    where.push(
      or(
        ilike(customers.name, contains(q)),
        ilike(customers.emailLower, contains(q.toLowerCase())),
      )!,
    );
  if (status) where.push(eq(customers.status, status));
  if (tester !== undefined) where.push(eq(customers.tester, tester));
  if (buyingOff) where.push(eq(customers.buyingEnabled, false));
  const joinedWithin = joined ? customerJoinedWithin(joined) : undefined;
  if (joinedWithin) where.push(joinedWithin);
  return where.length ? and(...where) : undefined;
}

// Written out with table names: the subqueries' own tables would make bare columns ambiguous.
const voucherCount = sql<number>`(
  select count(*)::int from vouchers v where v.buyer_user_id = "customers"."user_id")`;
const spendPence = sql<number>`(
  select coalesce(sum(v.price_paid_pence), 0)::int from vouchers v
  where v.buyer_user_id = "customers"."user_id" and v.cancelled_at is null)`;

const columns = {
  id: customers.userId,
  name: customers.name,
  email: user.email,
  status: customers.status,
  tester: customers.tester,
  buyingEnabled: customers.buyingEnabled,
  redemptionsEnabled: customers.redemptionsEnabled,
  giftingFeePence: customers.giftingFeePence,
  lastActive: customers.lastActive,
  lastWebActive: customers.lastWebActive,
  createdAt: customers.createdAt,
  vouchers: voucherCount,
  spendPence,
};
export type AdminCustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerForAdmin>>>;

/**
 * One page of customers matching the filters, newest first (customers_admin_list_idx), and how
 * many match, counted up to ADMIN_LIST_COUNT_LIMIT.
 */
export async function findCustomersForAdmin(
  db: Database,
  filters: CustomerFilters,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filters);
  const rows = await db
    .select(columns)
    .from(customers)
    .innerJoin(user, eq(user.id, customers.userId))
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.userId))
    .limit(page.limit)
    .offset(page.offset);
  const counted = await countUpToLimit(
    db,
    db
      .select({ one: sql`1` })
      .from(customers)
      .where(where)
      .$dynamic(),
    ADMIN_LIST_COUNT_LIMIT,
  );
  return { rows, ...counted };
}

export async function findCustomerForAdmin(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(customers)
    .innerJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.userId, id));
  return row;
}

/** The customer's row locked until the transaction ends (one change at a time). */
export async function lockCustomer(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      name: customers.name,
      email: user.email,
      status: customers.status,
      tester: customers.tester,
      buyingEnabled: customers.buyingEnabled,
      redemptionsEnabled: customers.redemptionsEnabled,
      giftingFeePence: customers.giftingFeePence,
    })
    .from(customers)
    .innerJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.userId, id))
    .for('update', { of: customers });
  return row;
}

export async function updateCustomer(
  tx: Transaction,
  id: string,
  values: Partial<{
    status: 'approved' | 'denied';
    tester: boolean;
    buyingEnabled: boolean;
    redemptionsEnabled: boolean;
    giftingFeePence: number | null;
  }>,
) {
  await tx
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.userId, id));
}

/** The customer's newest vouchers, with their campaign and company. */
export function findRecentVouchersOf(db: Database, userId: string, limit = 10) {
  return db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      campaignName: campaigns.name,
      companyName: companies.name,
      faceValuePence: vouchers.faceValuePence,
      pricePaidPence: vouchers.pricePaidPence,
      createdAt: vouchers.createdAt,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(eq(vouchers.buyerUserId, userId))
    .orderBy(desc(vouchers.createdAt))
    .limit(limit);
}

export async function findSiteGiftingFeeForAdmin(db: Database): Promise<number> {
  const [row] = await db.select({ fee: siteSettings.giftingFeePence }).from(siteSettings).limit(1);
  return row?.fee ?? 0;
}
