import type {
  AdminCampaign,
  AdminCampaignList,
  AdminCampaignListQuery,
  AdminCompanyDetail,
  AdminCompanyList,
  AdminCompanyListQuery,
  AdminCompanyView,
  CampaignActionRequest,
  CompanyDecisionRequest,
  ConfirmIdentityRequest,
  IdentityConfirmed,
} from '@stepup/contracts';
import type { Transaction } from '@stepup/db';
import {
  ADMIN_REVIEW_PAGE_SIZE,
  CAMPAIGN_DOES_NOT_EXIST,
  campaignSteps,
  changedFields,
  COMPANY_DOES_NOT_EXIST,
  IDENTITY_NEEDS_AUTHENTICATOR,
  IDENTITY_NOT_CONFIRMED,
  decideCampaign,
  decideCompany,
  overallSalesPercent,
  stepSalesPence,
  ukDaysRange,
} from '@stepup/domain';
import {
  campaignApprovedMessage,
  campaignRejectedMessage,
  companyApprovedMessage,
  companyDeniedMessage,
} from '@stepup/email';
import type { EmailContent } from '@stepup/email';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { ANY_ADMIN, IDENTITY_CONFIRMATION_LIFETIME_MS, requireAdmin } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import { recordIdentityConfirmation } from '../accounts/identity-confirmation';
import { checkPasswordAndAuthenticatorCode } from '../accounts/two-factor-service';
import { findBrand } from '../content/brand';
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

// The admin area's use cases. Who may call every one: a platform admin with a second factor, on
// the business site, whose permission level grants the area (context/access.ts requireAdmin); the
// most sensitive ones also need a recent confirmation of identity in this session.

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

/**
 * Campaign actions that need a recent confirmation: making a campaign live (customers pay for
 * it) and stopping one (its company stops selling). Featuring, top picks and rejecting a request
 * change no money and are undone in a click.
 */
const CAMPAIGN_ACTIONS_NEEDING_CONFIRMATION: ReadonlySet<CampaignActionRequest['action']> = new Set(
  ['approve', 'freeze', 'end'],
);

/**
 * A review attempt by an admin: counted per address and per admin (refused ones too), then the
 * rule of the most sensitive actions when `sensitive` (a recent confirmation of identity, else
 * 403 reauthentication_required and nothing changes).
 */
async function requireReviewingAdmin(
  ctx: AppContext,
  actor: Actor,
  need: 'companies:write' | 'campaigns:write',
  sensitive: boolean,
) {
  const admin = requireAdmin(actor, need);
  await ctx.limiter.hit(adminRateRules.reviewsPerIp, actor.ip);
  await ctx.limiter.hit(adminRateRules.reviewsPerAdmin, admin.user.id);
  if (sensitive) requireAdmin(actor, need, { sensitiveActionAt: ctx.clock() });
  return admin;
}

/**
 * The password and the current code of the account's authenticator app, checked as at sign-in,
 * stamp this session for the most sensitive actions; a wrong or missing answer stamps nothing.
 * Who may call: a platform admin, for their own session (better-auth checks the password through
 * the browser's session). Every attempt counts per address and per admin.
 */
export async function confirmIdentity(
  ctx: AppContext,
  actor: Actor,
  { password, code }: ConfirmIdentityRequest,
): Promise<IdentityConfirmed> {
  const admin = requireAdmin(actor, ANY_ADMIN);
  const { user, session } = admin;
  await ctx.limiter.hit(adminRateRules.confirmIdentityPerIp, actor.ip);
  await ctx.limiter.hit(adminRateRules.confirmIdentityPerAdmin, user.id);
  if (!password || !code?.trim()) throw new AppError('bad_request', IDENTITY_NOT_CONFIRMED);
  const answer = await checkPasswordAndAuthenticatorCode(ctx, admin, {
    password,
    code: code.replace(/\s+/g, ''),
  });
  if (answer === 'no-authenticator') {
    throw new AppError('bad_request', IDENTITY_NEEDS_AUTHENTICATOR);
  }
  if (answer === 'wrong') throw new AppError('bad_request', IDENTITY_NOT_CONFIRMED);
  const now = ctx.clock();
  await recordIdentityConfirmation(ctx.db, session.id, now);
  return {
    confirmedUntil: new Date(now.getTime() + IDENTITY_CONFIRMATION_LIFETIME_MS).toISOString(),
  };
}

/** Companies awaiting approval and campaign requests awaiting review (the admin menu). */
export async function adminCounters(ctx: AppContext, actor: Actor) {
  requireAdmin(actor, ANY_ADMIN);
  return countAwaitingReview(ctx.db);
}

type CompanyListRow = Awaited<ReturnType<typeof findCompaniesForAdmin>>['rows'][number];
const toCompanySummary = (row: CompanyListRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  website: row.website,
  ownerEmail: row.ownerEmail,
  campaignCount: Number(row.campaignCount),
  createdAt: row.createdAt.toISOString(),
});

/** Server paging of the review lists: the page asked for, 25 a page. */
const pageOf = (page = 1) => ({
  limit: ADMIN_REVIEW_PAGE_SIZE,
  offset: (page - 1) * ADMIN_REVIEW_PAGE_SIZE,
});

/** Companies, pending first; by status and name; one page and how many match. */
export async function listCompanies(
  ctx: AppContext,
  actor: Actor,
  query: AdminCompanyListQuery,
): Promise<AdminCompanyList> {
  requireAdmin(actor, 'companies:read');
  const page = query.page ?? 1;
  const { rows, total } = await findCompaniesForAdmin(
    ctx.db,
    { status: query.status, q: query.q, joined: ukDaysRange(query.from, query.to) },
    pageOf(page),
  );
  return {
    companies: rows.map(toCompanySummary),
    page,
    pageSize: ADMIN_REVIEW_PAGE_SIZE,
    total,
  };
}

/** A company's details for review: basic information, compliance, images, payments. */
export async function companyDetail(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AdminCompanyDetail> {
  requireAdmin(actor, 'companies:read');
  const found = await findCompanyForAdmin(ctx.db, id);
  if (!found) throw notFound(COMPANY_DOES_NOT_EXIST);
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

/**
 * Runs one admin change: `change` updates rows, logs the action and writes its messages inside
 * one transaction; the messages are queued once it committed (ADR 012), so the change, its log
 * line and its emails exist together or not at all.
 */
async function inAdminTransaction(
  ctx: AppContext,
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
 * counts per address and per admin; either needs a recent confirmation of identity.
 */
export async function decideCompanyReview(
  ctx: AppContext,
  actor: Actor,
  { id, decision, reason }: { id: string } & CompanyDecisionRequest,
) {
  const { user: admin } = await requireReviewingAdmin(ctx, actor, 'companies:write', true);
  const businessUrl = ctx.config.publicBusinessUrl;
  await inAdminTransaction(ctx, async (tx, mail) => {
    const company = await lockCompany(tx, id);
    if (!company) throw notFound(COMPANY_DOES_NOT_EXIST);
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
      // from/to and reason stay for the review screen's last decision; before/after is what the
      // interaction log shows of every entry.
      data: {
        name: company.name,
        from: company.status,
        to: decided.changes.status,
        reason: why,
        ...changedFields({ status: company.status }, decided.changes),
      },
    });
    const brand = await findBrand(tx);
    const to = await recipients(tx, id, company.contactEmail);
    if (decision === 'approve') {
      await mail(
        to,
        'company-approved',
        companyApprovedMessage(brand, {
          companyName: company.name,
          url: `${businessUrl}/dashboard`,
        }),
      );
    } else {
      await mail(
        to,
        'company-denied',
        companyDeniedMessage(brand, {
          companyName: company.name,
          url: `${businessUrl}/basic-information`,
          reason: why!,
        }),
      );
    }
  });
  return companyDetail(ctx, actor, { id });
}

type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaignForAdmin>>>;
function toAdminCampaign({ campaign: c, companyName, companyStatus }: CampaignRow): AdminCampaign {
  const { faceValuesPence, discounts, salesValueLeftPence } = campaignSteps(c);
  const steps = salesValueLeftPence.map((left) => stepSalesPence(c.totalValuePence, left)) as [
    number,
    number,
    number,
  ];
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
    faceValuesPence,
    discounts,
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

/** Campaigns, pending requests first; by status and search; one page and how many match (up to ADMIN_LIST_COUNT_LIMIT). */
export async function listCampaigns(
  ctx: AppContext,
  actor: Actor,
  query: AdminCampaignListQuery,
): Promise<AdminCampaignList> {
  requireAdmin(actor, 'campaigns:read');
  const page = query.page ?? 1;
  const { rows, total, totalCapped } = await findCampaignsForAdmin(ctx.db, query, pageOf(page));
  return {
    campaigns: rows.map(toAdminCampaign),
    page,
    pageSize: ADMIN_REVIEW_PAGE_SIZE,
    total,
    totalCapped,
  };
}

/**
 * One step of the campaign rule table (packages/domain admin-review), logged; reviews emailed.
 * Every attempt counts per address and per admin. Approving, freezing and ending need a recent
 * confirmation of identity.
 */
export async function actOnCampaign(
  ctx: AppContext,
  actor: Actor,
  { id, action, reason }: { id: string } & CampaignActionRequest,
): Promise<AdminCampaign> {
  const sensitive = CAMPAIGN_ACTIONS_NEEDING_CONFIRMATION.has(action);
  const { user: admin } = await requireReviewingAdmin(ctx, actor, 'campaigns:write', sensitive);
  const businessUrl = ctx.config.publicBusinessUrl;
  const now = ctx.clock();
  await inAdminTransaction(ctx, async (tx, mail) => {
    const found = await lockCampaign(tx, id);
    if (!found) throw notFound(CAMPAIGN_DOES_NOT_EXIST);
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
        ...changedFields(campaign, { ...decided.changes }),
      },
    });
    if (action !== 'approve' && action !== 'reject') return;
    const company = await findCompanyForAdmin(tx, campaign.companyId);
    const brand = await findBrand(tx);
    const to = await recipients(tx, campaign.companyId, company?.company.contactEmail ?? null);
    if (action === 'approve') {
      await mail(
        to,
        'campaign-approved',
        campaignApprovedMessage(brand, {
          companyName,
          campaignName: campaign.name,
          url: `${businessUrl}/dashboard`,
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
          url: `${businessUrl}/new-voucher`,
        }),
      );
    }
  });
  const row = await findCampaignForAdmin(ctx.db, id);
  return toAdminCampaign(row!);
}

/** "View as company", read-only: its campaigns and sales as its dashboard counts them. */
export async function companyView(
  ctx: AppContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AdminCompanyView> {
  requireAdmin(actor, 'companies:read');
  const found = await findCompanyForAdmin(ctx.db, id);
  if (!found) throw notFound(COMPANY_DOES_NOT_EXIST);
  const [{ rows }, sales] = await Promise.all([
    // One company's campaigns are few: its view shows them all, as before paging (up to 500).
    findCampaignsForAdmin(ctx.db, { companyId: id }, { limit: 500, offset: 0 }),
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
