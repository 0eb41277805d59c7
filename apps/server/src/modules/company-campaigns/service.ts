import type {
  CampaignRequestBody,
  CompanyCampaign,
  CompanyDashboard,
  CompanySwitches,
} from '@stepup/contracts';
import {
  CAMPAIGN_NAME_TAKEN,
  CAMPAIGN_NOT_CANCELLABLE,
  CAMPAIGN_NOT_TOP_UPPABLE,
  COMPANY_DASHBOARD_PAGE_SIZE,
  campaignRequestSchema,
  campaignStepColumns,
  campaignSteps,
  COMPANY_CAMPAIGN_NOT_FOUND,
  checkTopUp,
  expiringSoonRange,
  isCampaignNameTaken,
  overallSalesPercent,
  REQUEST_ALREADY_PENDING,
  setupIncompleteMessage,
  stepSalesPercent,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { missingPrerequisitesOf } from '../companies/company-setup';
import { offerCampaignAt, requireOwnSites } from '../sites/site-rules';
import type { CampaignRow } from './repository';
import {
  cancelPendingCampaign,
  countCompanyCampaigns,
  countVouchersExpiring,
  findCompanyCampaign,
  findCompanyCampaignsPage,
  findCompanyForDashboard,
  findCustomOfferSales,
  findPendingRequest,
  findSalesByStep,
  findStandingCampaignNames,
  hasPendingRequest,
  insertCampaignRequest,
  sumCompanySales,
  TOP_UP_STATUSES,
  topUpCampaignTotal,
  updateCompanySwitches,
} from './repository';

/**
 * Campaign requests per address and per company: only one may await review at a time, so these
 * only stop a script (a person correcting a refused request stays far below them).
 */
export const campaignRequestRateRules = {
  perIp: { name: 'campaign-request:ip', limit: 60, windowMs: 60 * 60_000 },
  perCompany: { name: 'campaign-request:company', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
type StepFigures = { faceValuePence: number; sold: number; redeemed: number };
type OfferSales = CompanyCampaign['customOfferSales'];
const noOfferSales = (): OfferSales => ({ count: 0, faceValuePence: 0, paidPence: 0 });
const noSales = (): StepFigures => ({ faceValuePence: 0, sold: 0, redeemed: 0 });

/** A campaign with its figures: step sales from the vouchers issued (docs/product.md#company-dashboard). */
function shapeCampaign(
  row: CampaignRow,
  figures: StepFigures[] = [],
  offerSales: OfferSales = noOfferSales(),
): CompanyCampaign {
  const step = (i: number) => figures[i] ?? noSales();
  const steps = campaignSteps(row);
  const stepSales = [step(1), step(2), step(3)].map((s) => s.faceValuePence) as [
    number,
    number,
    number,
  ];
  const salesValuePence = stepSales[0] + stepSales[1] + stepSales[2];
  const all = figures.filter(Boolean);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isActive: row.isActive,
    frozen: row.frozen,
    faceValuesPence: steps.faceValuesPence,
    discounts: steps.discounts,
    totalValuePence: row.totalValuePence,
    expiryYears: row.expiryYears,
    startDate: row.startDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    rejectionReason: row.rejectionReason,
    stepSalesPence: stepSales,
    stepSoldPercent: stepSales.map((s) => stepSalesPercent(s, row.totalValuePence)) as [
      number,
      number,
      number,
    ],
    salesValuePence,
    soldPercent: overallSalesPercent(salesValuePence, row.totalValuePence),
    vouchersSold: all.reduce((n, s) => n + s.sold, 0),
    vouchersRedeemed: all.reduce((n, s) => n + s.redeemed, 0),
    customOfferSettings: {
      enabled: row.customOffersEnabled,
      maxFaceValuePence: row.customOfferMaxFaceValuePence,
      autoAcceptDiscount: row.customOfferAutoAcceptDiscount,
    },
    customOfferSales: offerSales,
  };
}

async function campaignFigures(ctx: AppContext, companyId: string, campaignIds: string[]) {
  const byCampaign = new Map<string, StepFigures[]>();
  for (const row of await findSalesByStep(ctx.db, companyId, campaignIds)) {
    const steps = byCampaign.get(row.campaignId) ?? [];
    steps[row.step] = {
      faceValuePence: row.faceValuePence,
      sold: row.sold,
      redeemed: row.redeemed,
    };
    byCampaign.set(row.campaignId, steps);
  }
  return byCampaign;
}

async function customOfferSales(ctx: AppContext, companyId: string, campaignIds: string[]) {
  const rows = await findCustomOfferSales(ctx.db, companyId, campaignIds);
  return new Map(rows.map(({ campaignId, ...sales }) => [campaignId, sales]));
}

/**
 * /dashboard: the company's switches, its totals over every campaign, and one page of campaigns
 * with their figures (indicative). Who may call: any member of a company. Everything read is
 * bounded by the page or kept by counters (ADR 044), so a company with hundreds of campaigns and
 * tens of thousands of vouchers loads as fast as a new one.
 */
export async function getDashboard(
  ctx: AppContext,
  actor: Actor,
  page = 1,
): Promise<CompanyDashboard> {
  const { companyId } = requireCompanyMember(actor).company;
  const now = ctx.clock();
  const company = await findCompanyForDashboard(ctx.db, companyId);
  if (!company) throw new AppError('not_found', COMPANY_CAMPAIGN_NOT_FOUND);
  const pageSize = COMPANY_DASHBOARD_PAGE_SIZE;
  const rows = await findCompanyCampaignsPage(ctx.db, companyId, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const ids = rows.map((row) => row.id);
  const figures = await campaignFigures(ctx, companyId, ids);
  const offerSales = await customOfferSales(ctx, companyId, ids);
  const sales = await sumCompanySales(ctx.db, companyId);
  return {
    company: {
      name: company.name,
      status: company.status,
      currentStatus: company.currentStatus,
      redemptionsEnabled: company.redemptionsEnabled,
    },
    campaigns: rows.map((row) => shapeCampaign(row, figures.get(row.id), offerSales.get(row.id))),
    page,
    pageSize,
    campaignsTotal: await countCompanyCampaigns(ctx.db, companyId),
    pendingRequest: await findPendingRequest(ctx.db, companyId),
    totals: {
      ...sales,
      vouchersExpiringSoon: await countVouchersExpiring(ctx.db, companyId, expiringSoonRange(now)),
    },
    readAt: now.toISOString(),
  };
}

/**
 * Create New Campaign → a pending request. Every rule of docs/product.md#campaign-rules is checked again here with the form's
 * own domain rules (the browser is never trusted), then: the name must not be one of the
 * company's standing campaigns', and only one request may await review at a time (both also
 * held by unique indexes, so racing requests cannot slip through). Who may call: a member whose
 * role manages campaigns; every attempt counts per address and per company.
 */
export async function requestCampaign(
  ctx: AppContext,
  actor: Actor,
  body: CampaignRequestBody,
): Promise<CompanyCampaign> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageCampaigns' }).company;
  await ctx.limiter.hit(campaignRequestRateRules.perIp, actor.ip);
  await ctx.limiter.hit(campaignRequestRateRules.perCompany, companyId);
  const input = validate(campaignRequestSchema(ctx.clock()), body, { fields: true });
  // The campaign prerequisites (docs/product.md#campaign-prerequisites): a company can only ask to sell once customers could buy and redeem.
  const missing = await missingPrerequisitesOf(ctx.db, companyId);
  if (missing.length > 0) throw new AppError('conflict', setupIncompleteMessage(missing));
  if (isCampaignNameTaken(input.name, await findStandingCampaignNames(ctx.db, companyId))) {
    throw invalidField('name', CAMPAIGN_NAME_TAKEN);
  }
  if (await hasPendingRequest(ctx.db, companyId)) {
    throw new AppError('conflict', REQUEST_ALREADY_PENDING);
  }
  // Multi-site groups: where it can be used, among the company's own open sites (none: every one).
  const siteIds = await requireOwnSites(ctx.db, companyId, body.siteIds ?? []);
  const company = await findCompanyForDashboard(ctx.db, companyId);
  const total = input.totalValuePence;
  const created = await insertCampaignRequest(
    ctx.db,
    {
      companyId,
      name: input.name.trim().replace(/\s+/g, ' '),
      description: company?.description ?? '',
      primaryImageUrl: company?.voucherImageUrl ?? company?.primaryImageUrl ?? null,
      ...campaignStepColumns({
        faceValuesPence: input.faceValuesPence,
        discounts: input.discounts,
        // Each step's budget starts at the total value.
        salesValueLeftPence: [total, total, total],
      }),
      totalValuePence: total,
      expiryYears: input.expiryYears,
      startDate: input.startDate,
    },
    company?.categoryId ?? null,
  );
  if (created === 'pending-exists') throw new AppError('conflict', REQUEST_ALREADY_PENDING);
  if (created === 'name-taken') throw invalidField('name', CAMPAIGN_NAME_TAKEN);
  if (siteIds.length > 0) await offerCampaignAt(ctx.db, created.id, siteIds);
  return shapeCampaign(created);
}

/**
 * Cancels the company's own request while it awaits review; another company's id is unknown. Who
 * may call: a member whose role manages campaigns.
 */
export async function cancelCampaignRequest(
  ctx: AppContext,
  actor: Actor,
  { campaignId }: { campaignId: string },
): Promise<CompanyCampaign> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageCampaigns' }).company;
  const cancelled = await cancelPendingCampaign(ctx.db, companyId, campaignId);
  if (cancelled) return shapeCampaign(cancelled);
  const found = await findCompanyCampaign(ctx.db, companyId, campaignId);
  if (!found) throw new AppError('not_found', COMPANY_CAMPAIGN_NOT_FOUND);
  throw new AppError('conflict', CAMPAIGN_NOT_CANCELLABLE);
}

/**
 * Dashboard top-up: a new total value (a £5 multiple above the current one) raises each step. Who
 * may call: a member whose role manages campaigns, for their company's campaigns.
 */
export async function topUpCampaign(
  ctx: AppContext,
  actor: Actor,
  { campaignId, newTotalValuePence }: { campaignId: string; newTotalValuePence: number },
): Promise<CompanyCampaign> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageCampaigns' }).company;
  const found = await findCompanyCampaign(ctx.db, companyId, campaignId);
  if (!found) throw new AppError('not_found', COMPANY_CAMPAIGN_NOT_FOUND);
  if (!TOP_UP_STATUSES.includes(found.status)) {
    throw new AppError('conflict', CAMPAIGN_NOT_TOP_UPPABLE);
  }
  const refusal = checkTopUp(found.totalValuePence, newTotalValuePence);
  if (refusal) throw invalidField('newTotalValuePence', refusal);
  const updated = await topUpCampaignTotal(ctx.db, companyId, campaignId, newTotalValuePence);
  if (!updated) {
    // Someone raised it (or the campaign ended) between our read and the guarded update.
    const latest = await findCompanyCampaign(ctx.db, companyId, campaignId);
    const message = latest
      ? (checkTopUp(latest.totalValuePence, newTotalValuePence) ?? CAMPAIGN_NOT_TOP_UPPABLE)
      : COMPANY_CAMPAIGN_NOT_FOUND;
    throw new AppError('conflict', message);
  }
  const figures = await campaignFigures(ctx, companyId, [updated.id]);
  const offerSales = await customOfferSales(ctx, companyId, [updated.id]);
  return shapeCampaign(updated, figures.get(updated.id), offerSales.get(updated.id));
}

/**
 * The online/offline switch and the redemptions switch of the member's company. Who may call: a
 * member whose role manages campaigns.
 */
export async function setCompanySwitches(
  ctx: AppContext,
  actor: Actor,
  change: { currentStatus?: 'online' | 'offline'; redemptionsEnabled?: boolean },
): Promise<CompanySwitches> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageCampaigns' }).company;
  const row = await updateCompanySwitches(ctx.db, companyId, change);
  if (!row) throw new AppError('not_found', COMPANY_CAMPAIGN_NOT_FOUND);
  return row;
}
