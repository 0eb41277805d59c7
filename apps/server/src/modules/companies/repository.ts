import {
  and,
  asc,
  campaigns,
  categories,
  companies,
  count,
  customers,
  desc,
  eq,
  inArray,
  integrations,
  isNull,
  lte,
  or,
  sql,
  shopChoiceKinds,
  user,
  vouchers,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';
import type { BasicInformation, CompanySetupRecord } from '@stepup/domain';

// The company area's reads and writes. Every function takes the company id the access guard
// answered (requireCompanyMember), never one from a request.

export async function findCompanySetupRecord(
  db: Database,
  companyId: string,
): Promise<
  | (CompanySetupRecord & { name: string; payoutsEnabled: boolean; requirementsDue: string[] })
  | undefined
> {
  const [row] = await db
    .select({
      name: companies.name,
      tradingName: companies.tradingName,
      contactEmail: companies.contactEmail,
      registeredNumber: companies.registeredNumber,
      addressLine1: companies.addressLine1,
      city: companies.city,
      postcode: companies.postcode,
      website: companies.website,
      description: companies.description,
      logoUrl: companies.logoUrl,
      primaryImageUrl: companies.primaryImageUrl,
      categoryId: companies.categoryId,
      paymentsEnabled: sql<boolean>`${companies.paymentsEnabled} and ${companies.paymentAccountId} is not null`,
      payoutsEnabled: companies.payoutsEnabled,
      requirementsDue: companies.paymentRequirementsDue,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return undefined;
  // The website connection prerequisite is the Online shop tab's choice (shops/, ADR 038): a
  // WooCommerce or Shopify shop that is connected, or "in store only" (kind 'manual'). A shop
  // still authorising, refused or disconnected does not count; neither do API keys or sites.
  const [connectedShop] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.companyId, companyId),
        inArray(integrations.kind, [...shopChoiceKinds]),
        eq(integrations.status, 'connected'),
      ),
    )
    .limit(1);
  const websiteConnected = connectedShop !== undefined;
  return { ...row, websiteConnected };
}

export async function findBasicInformation(db: Database, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      tradingName: companies.tradingName,
      website: companies.website,
      description: companies.description,
      categoryId: companies.categoryId,
      registeredNumber: companies.registeredNumber,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      city: companies.city,
      postcode: companies.postcode,
      contactEmail: companies.contactEmail,
      contactPhone: companies.contactPhone,
      logoUrl: companies.logoUrl,
      primaryImageUrl: companies.primaryImageUrl,
      voucherImageUrl: companies.voucherImageUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The categories a company can choose from: enabled, not a widget-only view, in menu order. */
export function listChoosableCategories(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.enabled, true), isNull(categories.widget)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function isChoosableCategory(db: Database, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.id, categoryId), eq(categories.enabled, true), isNull(categories.widget)),
    );
  return row !== undefined;
}

export async function updateBasicInformation(
  db: Database,
  companyId: string,
  info: BasicInformation,
): Promise<void> {
  await db
    .update(companies)
    .set({
      tradingName: info.tradingName,
      website: info.website,
      description: info.description ?? '',
      categoryId: info.categoryId,
      registeredNumber: info.registeredNumber,
      addressLine1: info.addressLine1,
      addressLine2: info.addressLine2,
      city: info.city,
      postcode: info.postcode,
      contactEmail: info.contactEmail,
      contactPhone: info.contactPhone,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}

const imageColumn = {
  logo: 'logoUrl',
  primary: 'primaryImageUrl',
  voucher: 'voucherImageUrl',
} as const;

export async function setCompanyImage(
  db: Database,
  companyId: string,
  kind: keyof typeof imageColumn,
  url: string,
): Promise<void> {
  await db
    .update(companies)
    .set({ [imageColumn[kind]]: url, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export async function findPaymentState(db: Database, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      tradingName: companies.tradingName,
      website: companies.website,
      contactEmail: companies.contactEmail,
      paymentAccountId: companies.paymentAccountId,
      paymentsEnabled: companies.paymentsEnabled,
      payoutsEnabled: companies.payoutsEnabled,
      requirementsDue: companies.paymentRequirementsDue,
      accountUpdatedAt: companies.paymentAccountUpdatedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * Records the connected account; `enabled` says whether it can take payments yet. An account id
 * once set is never replaced by another (a racing second connect keeps the first).
 */
export async function setPaymentAccount(
  db: Database,
  companyId: string,
  account: ConnectedAccountState,
  /** When the provider answered this state (now): later events older than it change nothing. */
  at: Date,
): Promise<string> {
  const [row] = await db
    .update(companies)
    .set({
      paymentAccountId: sql`coalesce(${companies.paymentAccountId}, ${account.id})`,
      paymentsEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      paymentDetailsSubmitted: account.detailsSubmitted,
      paymentRequirementsDue: account.requirementsDue,
      paymentAccountUpdatedAt: at,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning({ paymentAccountId: companies.paymentAccountId });
  return row?.paymentAccountId ?? account.id;
}

/**
 * Stores a connected account's state (an `account.updated` event) on the company that holds the
 * account, unless the stored state is newer than `at`: an event delivered late never overwrites
 * a newer state. The same time again applies again (the same state, or a sibling event of the
 * same second, delivered after it). Answers whether a company took it.
 */
export async function setPaymentAccountStateIfNotOlder(
  db: Database | Transaction,
  account: ConnectedAccountState,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(companies)
    .set({
      paymentsEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      paymentDetailsSubmitted: account.detailsSubmitted,
      paymentRequirementsDue: account.requirementsDue,
      paymentAccountUpdatedAt: at,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(companies.paymentAccountId, account.id),
        or(isNull(companies.paymentAccountUpdatedAt), lte(companies.paymentAccountUpdatedAt, at)),
      ),
    )
    .returning({ id: companies.id });
  return updated.length > 0;
}

/** A connected account's state as the provider reports it (ConnectedAccountSnapshot). */
export interface ConnectedAccountState {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
}

const saleColumns = {
  id: vouchers.id,
  paymentDate: vouchers.paymentDate,
  buyerName: sql<string | null>`coalesce(${customers.name}, ${user.name})`,
  campaignName: campaigns.name,
  faceValuePence: vouchers.faceValuePence,
  paidPence: vouchers.pricePaidPence,
  step: vouchers.step,
  buyFor: vouchers.buyFor,
  usedAt: vouchers.usedAt,
  cancelledAt: vouchers.cancelledAt,
  frozenAt: vouchers.frozenAt,
  paymentId: vouchers.paymentId,
  refundedPence: sql<number>`coalesce(${vouchers.refundPence}, 0)`,
};

/** The company's sales (issued vouchers), newest first; all of them when `page` is undefined. */
export function listSales(
  db: Database,
  companyId: string,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select(saleColumns)
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .leftJoin(user, eq(user.id, vouchers.buyerUserId))
    .leftJoin(customers, eq(customers.userId, vouchers.buyerUserId))
    .where(eq(vouchers.companyId, companyId))
    .orderBy(desc(vouchers.paymentDate), desc(vouchers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Totals over every sale that stands (cancelled vouchers are left out of the sums). */
export async function salesTotals(db: Database, companyId: string) {
  const [row] = await db
    .select({
      count: count(),
      faceValuePence: sql<number>`coalesce(sum(${vouchers.faceValuePence}), 0)::int`,
      paidPence: sql<number>`coalesce(sum(${vouchers.pricePaidPence}), 0)::int`,
      redeemedCount: sql<number>`count(${vouchers.usedAt})::int`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), isNull(vouchers.cancelledAt)));
  return {
    count: Number(row?.count ?? 0),
    faceValuePence: Number(row?.faceValuePence ?? 0),
    paidPence: Number(row?.paidPence ?? 0),
    redeemedCount: Number(row?.redeemedCount ?? 0),
  };
}
