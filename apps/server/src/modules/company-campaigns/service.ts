import type {
  CampaignRequestBody,
  CompanyCampaign,
  CompanyDashboard,
  CompanySwitches,
} from '@stepup/contracts';
import {
  CAMPAIGN_NAME_TAKEN,
  CAMPAIGN_NOT_CANCELLABLE,
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_NOT_TOP_UPPABLE,
  campaignRequestSchema,
  checkTopUp,
  isCampaignNameTaken,
  overallSalesPercent,
  REQUEST_ALREADY_PENDING,
  setupIncompleteMessage,
  stepSalesPercent,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { CountAttempt, RateRule } from '../../plugins/rate-limit';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { requireCompanyMember } from '../companies/company-access';
import { missingPrerequisitesOf } from '../companies/service';
import type { CampaignRow } from './repository';
import {
  cancelPendingCampaign,
  findCompanyCampaign,
  findCompanyCampaigns,
  findCompanyForDashboard,
  findCompanySalesByStep,
  findStandingCampaignNames,
  hasPendingRequest,
  insertCampaignRequest,
  TOP_UP_STATUSES,
  topUpCampaignTotal,
  updateCompanySwitches,
} from './repository';

type Ctx = AccountsContext;

/**
 * Campaign requests per address and per company: only one may await review at a time, so these
 * only stop a script (a person correcting a refused request stays far below them).
 */
export const campaignRequestRateRules = {
  perIp: { name: 'campaign-request:ip', limit: 60, windowMs: 60 * 60_000 },
  perCompany: { name: 'campaign-request:company', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
type StepFigures = { faceValuePence: number; sold: number; redeemed: number };
const noSales = (): StepFigures => ({ faceValuePence: 0, sold: 0, redeemed: 0 });

/** A campaign with its figures: step sales from the vouchers issued (§9 formulas). */
function shapeCampaign(row: CampaignRow, steps: StepFigures[] = []): CompanyCampaign {
  const step = (i: number) => steps[i] ?? noSales();
  const stepSales = [step(1), step(2), step(3)].map((s) => s.faceValuePence) as [
    number,
    number,
    number,
  ];
  const salesValuePence = stepSales[0] + stepSales[1] + stepSales[2];
  const all = steps.filter(Boolean);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isActive: row.isActive,
    frozen: row.frozen,
    faceValuesPence: [row.faceValue1Pence, row.faceValue2Pence, row.faceValue3Pence],
    discounts: [row.discount1, row.discount2, row.discount3],
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
  };
}

async function campaignFigures(ctx: Ctx, companyId: string) {
  const byCampaign = new Map<string, StepFigures[]>();
  for (const row of await findCompanySalesByStep(ctx.db, companyId)) {
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

/** /dashboard: the company's switches and every campaign with its figures (indicative). */
export async function getDashboard(
  ctx: Ctx,
  headers: Headers,
  now = new Date(),
): Promise<CompanyDashboard> {
  const { companyId } = await requireCompanyMember(ctx, headers);
  const company = await findCompanyForDashboard(ctx.db, companyId);
  if (!company) throw new AppError('not_found', CAMPAIGN_NOT_FOUND);
  const figures = await campaignFigures(ctx, companyId);
  const campaigns = (await findCompanyCampaigns(ctx.db, companyId)).map((row) =>
    shapeCampaign(row, figures.get(row.id)),
  );
  return {
    company: {
      name: company.name,
      status: company.status,
      currentStatus: company.currentStatus,
      redemptionsEnabled: company.redemptionsEnabled,
    },
    campaigns,
    totals: {
      salesValuePence: campaigns.reduce((n, c) => n + c.salesValuePence, 0),
      vouchersSold: campaigns.reduce((n, c) => n + c.vouchersSold, 0),
      vouchersRedeemed: campaigns.reduce((n, c) => n + c.vouchersRedeemed, 0),
    },
    readAt: now.toISOString(),
  };
}

function validationError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? CAMPAIGN_NOT_FOUND;
  return new AppError('validation', first, fields);
}

/**
 * Create New Campaign → a pending request. Every §5 rule is checked again here with the form's
 * own domain rules (the browser is never trusted), then: the name must not be one of the
 * company's standing campaigns', and only one request may await review at a time (both also
 * held by unique indexes, so racing requests cannot slip through). Every attempt counts against
 * the company (`count`).
 */
export async function requestCampaign(
  ctx: Ctx,
  headers: Headers,
  body: CampaignRequestBody,
  count: CountAttempt,
  now = new Date(),
): Promise<CompanyCampaign> {
  const { companyId } = await requireCompanyMember(ctx, headers, { may: 'manageCampaigns' });
  await count(companyId);
  const parsed = campaignRequestSchema(now).safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : '';
      fields[key] ??= issue.message;
    }
    throw validationError(fields);
  }
  const input = parsed.data;
  // §5 prerequisites: a company can only ask to sell once customers could buy and redeem.
  const missing = await missingPrerequisitesOf(ctx.db, companyId);
  if (missing.length > 0) throw new AppError('conflict', setupIncompleteMessage(missing));
  if (isCampaignNameTaken(input.name, await findStandingCampaignNames(ctx.db, companyId))) {
    throw validationError({ name: CAMPAIGN_NAME_TAKEN });
  }
  if (await hasPendingRequest(ctx.db, companyId)) {
    throw new AppError('conflict', REQUEST_ALREADY_PENDING);
  }
  const company = await findCompanyForDashboard(ctx.db, companyId);
  const [v1, v2, v3] = input.faceValuesPence;
  const [d1, d2, d3] = input.discounts;
  const total = input.totalValuePence;
  const created = await insertCampaignRequest(
    ctx.db,
    {
      companyId,
      name: input.name.trim().replace(/\s+/g, ' '),
      description: company?.description ?? '',
      primaryImageUrl: company?.voucherImageUrl ?? company?.primaryImageUrl ?? null,
      faceValue1Pence: v1,
      faceValue2Pence: v2,
      faceValue3Pence: v3,
      discount1: d1,
      discount2: d2,
      discount3: d3,
      totalValuePence: total,
      salesValueLeft1Pence: total,
      salesValueLeft2Pence: total,
      salesValueLeft3Pence: total,
      expiryYears: input.expiryYears,
      startDate: input.startDate,
    },
    company?.categoryId ?? null,
  );
  if (created === 'pending-exists') throw new AppError('conflict', REQUEST_ALREADY_PENDING);
  if (created === 'name-taken') throw validationError({ name: CAMPAIGN_NAME_TAKEN });
  return shapeCampaign(created);
}

/** Cancels the company's own request while it awaits review; another company's id is unknown. */
export async function cancelCampaignRequest(
  ctx: Ctx,
  headers: Headers,
  campaignId: string,
): Promise<CompanyCampaign> {
  const { companyId } = await requireCompanyMember(ctx, headers, { may: 'manageCampaigns' });
  const cancelled = await cancelPendingCampaign(ctx.db, companyId, campaignId);
  if (cancelled) return shapeCampaign(cancelled);
  const found = await findCompanyCampaign(ctx.db, companyId, campaignId);
  if (!found) throw new AppError('not_found', CAMPAIGN_NOT_FOUND);
  throw new AppError('conflict', CAMPAIGN_NOT_CANCELLABLE);
}

/** Dashboard top-up: a new total value (a £5 multiple above the current one) raises each step. */
export async function topUpCampaign(
  ctx: Ctx,
  headers: Headers,
  campaignId: string,
  newTotalValuePence: number,
): Promise<CompanyCampaign> {
  const { companyId } = await requireCompanyMember(ctx, headers, { may: 'manageCampaigns' });
  const found = await findCompanyCampaign(ctx.db, companyId, campaignId);
  if (!found) throw new AppError('not_found', CAMPAIGN_NOT_FOUND);
  if (!TOP_UP_STATUSES.includes(found.status)) {
    throw new AppError('conflict', CAMPAIGN_NOT_TOP_UPPABLE);
  }
  const refusal = checkTopUp(found.totalValuePence, newTotalValuePence);
  if (refusal) throw new AppError('validation', refusal, { newTotalValuePence: refusal });
  const updated = await topUpCampaignTotal(ctx.db, companyId, campaignId, newTotalValuePence);
  if (!updated) {
    // Someone raised it (or the campaign ended) between our read and the guarded update.
    const latest = await findCompanyCampaign(ctx.db, companyId, campaignId);
    const message = latest
      ? (checkTopUp(latest.totalValuePence, newTotalValuePence) ?? CAMPAIGN_NOT_TOP_UPPABLE)
      : CAMPAIGN_NOT_FOUND;
    throw new AppError('conflict', message);
  }
  const figures = await campaignFigures(ctx, companyId);
  return shapeCampaign(updated, figures.get(updated.id));
}

/** The online/offline switch and the redemptions switch of the caller's company. */
export async function setCompanySwitches(
  ctx: Ctx,
  headers: Headers,
  change: { currentStatus?: 'online' | 'offline'; redemptionsEnabled?: boolean },
): Promise<CompanySwitches> {
  const { companyId } = await requireCompanyMember(ctx, headers, { may: 'manageCampaigns' });
  const row = await updateCompanySwitches(ctx.db, companyId, change);
  if (!row) throw new AppError('not_found', CAMPAIGN_NOT_FOUND);
  return row;
}
