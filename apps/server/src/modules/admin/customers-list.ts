import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerList,
  AdminCustomerListQuery,
} from '@stepup/contracts';
import { ADMIN_CUSTOMERS_PAGE_SIZE, CUSTOMER_DOES_NOT_EXIST, ukDaysRange } from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import type { AdminCustomerRow } from './customers-repository';
import {
  findCustomerForAdmin,
  findCustomersForAdmin,
  findRecentVouchersOf,
  findSiteGiftingFeeForAdmin,
} from './customers-repository';

// The admin customers screen (/admin/customers): the list and one customer. Who may call: a
// platform admin with a second factor. The changes are in customer-changes.ts.

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export function toAdminCustomer(row: AdminCustomerRow): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    tester: row.tester,
    buyingEnabled: row.buyingEnabled,
    redemptionsEnabled: row.redemptionsEnabled,
    giftingFeePence: row.giftingFeePence,
    vouchers: Number(row.vouchers),
    spendPence: Number(row.spendPence),
    lastActiveAt: latest(row.lastActive, row.lastWebActive)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Customers, newest first, searched by name or email and filtered; one page and the total. */
export async function listAdminCustomers(
  ctx: AppContext,
  actor: Actor,
  query: Omit<AdminCustomerListQuery, 'page'> & { page: number },
): Promise<AdminCustomerList> {
  requireAdmin(actor, 'customers:read');
  const pageSize = ADMIN_CUSTOMERS_PAGE_SIZE;
  const { rows, total, totalCapped } = await findCustomersForAdmin(
    ctx.db,
    {
      q: query.q?.trim() || undefined,
      status: query.status,
      tester: query.tester === undefined ? undefined : query.tester === 'true',
      buyingOff: query.buyingOff === 'true',
      joined: ukDaysRange(query.from, query.to),
    },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  return {
    customers: rows.map(toAdminCustomer),
    page: query.page,
    pageSize,
    total,
    totalCapped,
  };
}

/** One customer: their switches, gifting fee (and the site's) and newest vouchers. */
export async function adminCustomerDetail(
  ctx: AppContext,
  actor: Actor,
  { customerId }: { customerId: string },
): Promise<AdminCustomerDetail> {
  requireAdmin(actor, 'customers:read');
  const row = await findCustomerForAdmin(ctx.db, customerId);
  if (!row) throw notFound(CUSTOMER_DOES_NOT_EXIST);
  const [siteGiftingFeePence, recent] = await Promise.all([
    findSiteGiftingFeeForAdmin(ctx.db),
    findRecentVouchersOf(ctx.db, customerId),
  ]);
  return {
    customer: toAdminCustomer(row),
    siteGiftingFeePence,
    recentVouchers: recent.map((v) => ({
      ...v,
      createdAt: v.createdAt.toISOString(),
      usedAt: v.usedAt?.toISOString() ?? null,
      cancelledAt: v.cancelledAt?.toISOString() ?? null,
    })),
  };
}
