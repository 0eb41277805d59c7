import type {
  AccountUser,
  AdminCampaign,
  AdminCampaignListQuery,
  AdminCompanyDetail,
  AdminCompanyListQuery,
  AdminCompanyView,
  CampaignActionRequest,
  CompanyDecisionRequest,
  ConfirmIdentityRequest,
  IdentityConfirmed,
} from '@stepup/contracts';
import type { Database, Transaction } from '@stepup/db';
import {
  IDENTITY_NEEDS_AUTHENTICATOR,
  IDENTITY_NOT_CONFIRMED,
  REAUTHENTICATION_REQUIRED,
  decideCampaign,
  decideCompany,
  overallSalesPercent,
  stepSalesPence,
} from '@stepup/domain';
import {
  campaignApprovedMessage,
  campaignRejectedMessage,
  companyApprovedMessage,
  companyDeniedMessage,
} from '@stepup/email';
import type { EmailContent } from '@stepup/email';
import { AppError, notFound } from '../../app-error';
import type { CountAttempt, RateRule } from '../../plugins/rate-limit';
import { findIdentityConfirmedAt, stampIdentityConfirmed } from '../accounts/repository';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { BrowserCredentials } from '../../context/browser-credentials';
import type { CurrentSession } from '../accounts/service';
import { checkPasswordAndAuthenticatorCode } from '../accounts/two-factor-service';
import { findSiteSettings } from '../content/repository';
import type { Mailer } from '../mail/service';
import {
  countAwaitingReview,
  findCampaignForAdmin,
  findCampaignsForAdmin,
  findCategoryName,
  findCompaniesForAdmin,
  findCompanyForAdmin,
  findCompanyOwners,
  findCompanySalesSummary,
  findLastDecision,
  insertAudit,
  lockCampaign,
  lockCompany,
  setCompanyStatus,
  updateCampaign,
} from './repository';

/**
 * Reviews (approve, deny or reject with a reason, feature, freeze…) per address and per admin:
 * a day's reviewing stays far below them; a stolen admin session cannot mail companies at will.
 */
export const adminRateRules = {
  reviewsPerIp: { name: 'admin-review:ip', limit: 300, windowMs: 60 * 60_000 },
  reviewsPerAdmin: { name: 'admin-review:account', limit: 200, windowMs: 60 * 60_000 },
  // Confirming identity: password and authenticator code guesses, few per admin.
  confirmIdentityPerIp: { name: 'confirm-identity:ip', limit: 30, windowMs: 15 * 60_000 },
  confirmIdentityPerAdmin: { name: 'confirm-identity:account', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

/** Not in the spec. */
export const ADMIN_ONLY = 'Only platform admins can do this.';
export const ADMIN_NEEDS_SECOND_FACTOR =
  'Admins must turn on two-step sign-in before using the admin area.';
export const COMPANY_NOT_FOUND = 'This company does not exist.';
export const CAMPAIGN_NOT_FOUND = 'This campaign does not exist.';

/**
 * The admin area's rule: a platform admin (roleClass 'admin'), signed in on the business site,
 * with a second factor. Every admin service calls this first.
 */
export function requireAdmin(user: AccountUser | null): AccountUser {
  if (!user) throw new AppError('unauthenticated', ADMIN_ONLY);
  if (user.audience !== 'business' || user.roleClass !== 'admin')
    throw new AppError('forbidden', ADMIN_ONLY);
  if (!user.twoFactorEnabled) throw new AppError('forbidden', ADMIN_NEEDS_SECOND_FACTOR);
  return user;
}

/** requireAdmin, keeping the session (the re-authentication rules are per session). */
function requireAdminSession(signedIn: CurrentSession | null): CurrentSession {
  requireAdmin(signedIn?.user ?? null);
  return signedIn as CurrentSession;
}

/**
 * How long a confirmation of identity covers the most sensitive admin actions: long enough for a
 * round of reviews, short enough that a session left open (or taken) cannot use it for long.
 */
export const IDENTITY_CONFIRMATION_LIFETIME_MS = 10 * 60_000;

/**
 * Campaign actions that need a recent confirmation: making a campaign live (customers pay for
 * it) and stopping one (its company stops selling). Featuring, top picks and rejecting a request
 * change no money and are undone in a click.
 */
const CAMPAIGN_ACTIONS_NEEDING_CONFIRMATION: ReadonlySet<CampaignActionRequest['action']> = new Set(
  ['approve', 'freeze', 'end'],
);

const clock = (ctx: AdminContext) => ctx.now?.() ?? new Date();

/**
 * The rule of the most sensitive admin actions (approving or denying a company; approving,
 * freezing or ending a campaign): the admin confirmed their identity in this session within
 * IDENTITY_CONFIRMATION_LIFETIME_MS, else 403 reauthentication_required and nothing changes. A
 * session cookie alone (left signed in, or stolen) is not enough for them.
 */
async function requireRecentIdentityConfirmation(ctx: AdminContext, signedIn: CurrentSession) {
  const confirmedAt = await findIdentityConfirmedAt(ctx.db, signedIn.session.id);
  const age = confirmedAt ? clock(ctx).getTime() - confirmedAt.getTime() : Infinity;
  if (!(age >= 0 && age < IDENTITY_CONFIRMATION_LIFETIME_MS)) {
    throw new AppError('reauthentication_required', REAUTHENTICATION_REQUIRED);
  }
}

/**
 * Who may call: a platform admin, for their own session (requireAdmin). The password and the
 * current code of the account's authenticator app, checked as at sign-in, stamp this session for
 * the most sensitive actions; a wrong or missing answer stamps nothing. `countAttempt` counts the
 * attempt against the account (throws the 429 past its limit).
 */
export async function confirmIdentity(
  ctx: AdminContext,
  accounts: AccountsContext,
  signedIn: CurrentSession | null,
  headers: Headers,
  { password, code }: ConfirmIdentityRequest,
  countAttempt: CountAttempt,
): Promise<IdentityConfirmed> {
  const { user, session } = requireAdminSession(signedIn);
  await countAttempt(user.id);
  if (!password || !code?.trim()) throw new AppError('bad_request', IDENTITY_NOT_CONFIRMED);
  const answer = await checkPasswordAndAuthenticatorCode(
    accounts,
    { user, browser: new BrowserCredentials(headers) },
    {
      password,
      code: code.replace(/\s+/g, ''),
    },
  );
  if (answer === 'no-authenticator') {
    throw new AppError('bad_request', IDENTITY_NEEDS_AUTHENTICATOR);
  }
  if (answer === 'wrong') throw new AppError('bad_request', IDENTITY_NOT_CONFIRMED);
  const now = clock(ctx);
  await stampIdentityConfirmed(ctx.db, session.id, now);
  return {
    confirmedUntil: new Date(now.getTime() + IDENTITY_CONFIRMATION_LIFETIME_MS).toISOString(),
  };
}

export async function adminCounters(db: Database, user: AccountUser | null) {
  requireAdmin(user);
  return countAwaitingReview(db);
}

export interface AdminContext {
  db: Database;
  mailer: Mailer;
  /** The business site's origin, for links in the messages to companies. */
  businessUrl: string;
  now?: () => Date;
}

type CompanyListRow = Awaited<ReturnType<typeof findCompaniesForAdmin>>[number];
const toCompanySummary = (row: CompanyListRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  website: row.website,
  ownerEmail: row.ownerEmail,
  campaignCount: Number(row.campaignCount),
  createdAt: row.createdAt.toISOString(),
});

export async function listCompanies(
  ctx: AdminContext,
  user: AccountUser | null,
  query: AdminCompanyListQuery,
) {
  requireAdmin(user);
  const rows = await findCompaniesForAdmin(ctx.db, query);
  return { companies: rows.map(toCompanySummary) };
}

export async function companyDetail(
  ctx: AdminContext,
  user: AccountUser | null,
  id: string,
): Promise<AdminCompanyDetail> {
  requireAdmin(user);
  const found = await findCompanyForAdmin(ctx.db, id);
  if (!found) throw notFound(COMPANY_NOT_FOUND);
  const { company: c } = found;
  const [owners, last, category] = await Promise.all([
    findCompanyOwners(ctx.db, id),
    findLastDecision(ctx.db, 'company', id),
    findCategoryName(ctx.db, c.categoryId),
  ]);
  return {
    ...toCompanySummary({ ...c, ownerEmail: found.ownerEmail, campaignCount: found.campaignCount }),
    tradingName: c.tradingName,
    description: c.description,
    category,
    images: {
      logoUrl: c.logoUrl,
      primaryImageUrl: c.primaryImageUrl,
      voucherImageUrl: c.voucherImageUrl,
    },
    compliance: {
      registeredNumber: c.registeredNumber,
      addressLine1: c.addressLine1,
      addressLine2: c.addressLine2,
      city: c.city,
      postcode: c.postcode,
      country: c.country,
      contactEmail: c.contactEmail,
      contactPhone: c.contactPhone,
    },
    paymentsConnected: Boolean(c.paymentAccountId && c.paymentsEnabled),
    owners,
    lastDecision: last
      ? {
          action: last.action,
          reason: typeof last.data?.reason === 'string' ? last.data.reason : null,
          by: last.by,
          at: last.at.toISOString(),
        }
      : null,
  };
}

/** Where a decision is emailed: the company's owners, else its contact address. */
async function recipients(tx: Transaction, companyId: string, contactEmail: string | null) {
  const owners = await findCompanyOwners(tx, companyId);
  if (owners.length) return owners.map((o) => o.email);
  return contactEmail?.trim() ? [contactEmail.trim()] : [];
}

const brandIn = async (tx: Transaction) => ({
  siteName: (await findSiteSettings(tx))?.siteName ?? 'Vouchers',
});

/**
 * Runs one admin change: `change` updates rows, logs the action and writes its messages inside
 * one transaction; the messages are queued once it committed (ADR 012), so the change, its log
 * line and its emails exist together or not at all.
 */
async function inAdminTransaction(
  ctx: AdminContext,
  change: (
    tx: Transaction,
    mail: (to: string[], template: string, content: EmailContent) => Promise<void>,
  ) => Promise<void>,
) {
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    await change(tx, async (to, template, content) => {
      for (const address of to)
        written.push(await ctx.mailer.write(tx, address, template, content));
    });
  });
  if (written.length) await ctx.mailer.dispatch(written);
}

/**
 * Approve a company, or deny it with a reason; logged, and its owners are told. Every attempt
 * counts against the admin (`count`). Either needs a recent confirmation of identity
 * (requireRecentIdentityConfirmation).
 */
export async function decideCompanyReview(
  ctx: AdminContext,
  signedIn: CurrentSession | null,
  id: string,
  { decision, reason }: CompanyDecisionRequest,
  count: CountAttempt,
) {
  const session = requireAdminSession(signedIn);
  await count(session.user.id);
  await requireRecentIdentityConfirmation(ctx, session);
  const admin = session.user;
  await inAdminTransaction(ctx, async (tx, mail) => {
    const company = await lockCompany(tx, id);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    const decided = decideCompany(company.status, decision, reason);
    if (!decided.ok) throw new AppError('conflict', decided.message);
    await setCompanyStatus(tx, id, decided.changes.status);
    const why = decision === 'deny' ? reason!.trim() : undefined;
    await insertAudit(tx, {
      actorUserId: admin.id,
      actorLabel: admin.email,
      action: `company.${decision}`,
      targetType: 'company',
      targetId: id,
      data: { name: company.name, from: company.status, to: decided.changes.status, reason: why },
    });
    const brand = await brandIn(tx);
    const to = await recipients(tx, id, company.contactEmail);
    if (decision === 'approve') {
      await mail(
        to,
        'company-approved',
        companyApprovedMessage(brand, {
          companyName: company.name,
          url: `${ctx.businessUrl}/dashboard`,
        }),
      );
    } else {
      await mail(
        to,
        'company-denied',
        companyDeniedMessage(brand, {
          companyName: company.name,
          url: `${ctx.businessUrl}/basic-information`,
          reason: why!,
        }),
      );
    }
  });
  return companyDetail(ctx, admin, id);
}

type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaignForAdmin>>>;
function toAdminCampaign({ campaign: c, companyName, companyStatus }: CampaignRow): AdminCampaign {
  const steps = [c.salesValueLeft1Pence, c.salesValueLeft2Pence, c.salesValueLeft3Pence].map(
    (left) => stepSalesPence(c.totalValuePence, left),
  ) as [number, number, number];
  const salesValuePence = steps[0] + steps[1] + steps[2];
  return {
    id: c.id,
    name: c.name,
    companyId: c.companyId,
    companyName,
    companyStatus,
    status: c.status,
    isActive: c.isActive,
    frozen: c.frozen,
    featured: c.featured,
    topPick: c.topPick,
    faceValuesPence: [c.faceValue1Pence, c.faceValue2Pence, c.faceValue3Pence],
    discounts: [c.discount1, c.discount2, c.discount3],
    totalValuePence: c.totalValuePence,
    stepSalesPence: steps,
    salesValuePence,
    soldPercent: overallSalesPercent(salesValuePence, c.totalValuePence),
    salesCount: c.salesCount,
    expiryYears: c.expiryYears,
    startDate: c.startDate.toISOString(),
    createdAt: c.createdAt.toISOString(),
    approvedAt: c.approvedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    rejectionReason: c.rejectionReason,
  };
}

export async function listCampaigns(
  ctx: AdminContext,
  user: AccountUser | null,
  query: AdminCampaignListQuery,
) {
  requireAdmin(user);
  const rows = await findCampaignsForAdmin(ctx.db, query);
  return { campaigns: rows.map(toAdminCampaign) };
}

/**
 * One step of the campaign rule table (packages/domain admin-review), logged; reviews emailed.
 * Every attempt counts against the admin (`count`). Approving, freezing and ending need a recent
 * confirmation of identity.
 */
export async function actOnCampaign(
  ctx: AdminContext,
  signedIn: CurrentSession | null,
  id: string,
  { action, reason }: CampaignActionRequest,
  count: CountAttempt,
): Promise<AdminCampaign> {
  const session = requireAdminSession(signedIn);
  await count(session.user.id);
  if (CAMPAIGN_ACTIONS_NEEDING_CONFIRMATION.has(action)) {
    await requireRecentIdentityConfirmation(ctx, session);
  }
  const admin = session.user;
  const now = clock(ctx);
  await inAdminTransaction(ctx, async (tx, mail) => {
    const found = await lockCampaign(tx, id);
    if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
    const { campaign, companyStatus, companyName } = found;
    const decided = decideCampaign(campaign, action, {
      companyApproved: companyStatus === 'approved',
      reason,
      now,
    });
    if (!decided.ok) throw new AppError('conflict', decided.message);
    await updateCampaign(tx, id, decided.changes);
    await insertAudit(tx, {
      actorUserId: admin.id,
      actorLabel: admin.email,
      action: `campaign.${action}`,
      targetType: 'campaign',
      targetId: id,
      data: {
        name: campaign.name,
        companyId: campaign.companyId,
        from: campaign.status,
        reason: action === 'reject' ? reason!.trim() : undefined,
      },
    });
    if (action !== 'approve' && action !== 'reject') return;
    const company = await findCompanyForAdmin(tx, campaign.companyId);
    const brand = await brandIn(tx);
    const to = await recipients(tx, campaign.companyId, company?.company.contactEmail ?? null);
    if (action === 'approve') {
      await mail(
        to,
        'campaign-approved',
        campaignApprovedMessage(brand, {
          companyName,
          campaignName: campaign.name,
          url: `${ctx.businessUrl}/dashboard`,
        }),
      );
    } else {
      await mail(
        to,
        'campaign-rejected',
        campaignRejectedMessage(brand, {
          companyName,
          campaignName: campaign.name,
          reason: reason!.trim(),
          url: `${ctx.businessUrl}/new-voucher`,
        }),
      );
    }
  });
  const row = await findCampaignForAdmin(ctx.db, id);
  return toAdminCampaign(row!);
}

/** "View as company", read-only: its campaigns and sales as its dashboard counts them. */
export async function companyView(
  ctx: AdminContext,
  user: AccountUser | null,
  id: string,
): Promise<AdminCompanyView> {
  requireAdmin(user);
  const found = await findCompanyForAdmin(ctx.db, id);
  if (!found) throw notFound(COMPANY_NOT_FOUND);
  const [rows, sales] = await Promise.all([
    findCampaignsForAdmin(ctx.db, { companyId: id }),
    findCompanySalesSummary(ctx.db, id),
  ]);
  return {
    company: { id, name: found.company.name, status: found.company.status },
    campaigns: rows.map(toAdminCampaign),
    sales: {
      vouchersSold: Number(sales.vouchersSold),
      faceValuePence: Number(sales.faceValuePence),
      paidPence: Number(sales.paidPence),
      redeemed: Number(sales.redeemed),
    },
  };
}
