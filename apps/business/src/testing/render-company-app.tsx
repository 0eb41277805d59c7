import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { CompanyCampaign, CompanyCustomOffer, CompanyDashboard } from '@stepup/contracts';
import { CAMPAIGN_PREREQUISITES, COMPANY_DASHBOARD_PAGE_SIZE } from '@stepup/domain';
import { AppProviders } from '@stepup/ui';
import { routes } from '../app/router';
import { aCompanyUser, fakeClient } from './render-app';
import type { FakeAnswer, FakeData } from './render-app';
import { memoryRouter } from '@stepup/ui/testing';

/** Company-area answers by 'METHOD /api/path', given the request body (and the URL, for its query). */
export type CompanyApi = Record<string, (body: Record<string, unknown>, url: URL) => FakeAnswer>;

/** The company summary the layout loads: an owner of a company with its setup complete. */
const ownerSetup: CompanyApi = {
  'GET /api/company/setup': () => ({
    status: 200,
    body: {
      companyName: 'The Corner Bakery',
      yourRole: 'owner',
      facts: Object.fromEntries(CAMPAIGN_PREREQUISITES.map((key) => [key, true])),
    },
  }),
};

/**
 * The business site at `path` for a signed-in company user (an owner, unless `api` answers
 * GET /api/company/setup otherwise), with the company endpoints faked.
 */
export function renderCompanyApp(path: string, api: CompanyApi, data: FakeData = {}) {
  const base = fakeClient({ user: aCompanyUser(), ...data });
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = { ...ownerSetup, ...api }[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = handler(body, url);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return base.fetch(input, init);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { element, router } = memoryRouter(routes, path);
  const utils = render(
    <AppProviders apiClient={createApiClient({ fetch })} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
  return { ...utils, router, fetch };
}

/** A contract-valid campaign of the company's dashboard. */
export function aCompanyCampaign(overrides: Partial<CompanyCampaign> = {}): CompanyCampaign {
  return {
    id: 'campaign-1',
    name: 'Coffee Club',
    status: 'live',
    isActive: true,
    frozen: false,
    faceValuesPence: [2500, 5000, 10000],
    discounts: [10, 15, 20],
    totalValuePence: 100000,
    expiryYears: 1,
    startDate: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    rejectionReason: null,
    stepSalesPence: [7500, 5000, 0],
    stepSoldPercent: [7.5, 5, 0],
    salesValuePence: 12500,
    soldPercent: 4.2,
    vouchersSold: 3,
    vouchersRedeemed: 1,
    customOfferSettings: { enabled: false, maxFaceValuePence: 50000, autoAcceptDiscount: null },
    customOfferSales: { count: 0, faceValuePence: 0, paidPence: 0 },
    ...overrides,
  };
}

/**
 * A contract-valid dashboard: page 1 holding `campaigns`, the pager's total and the pending request
 * taken from them unless given.
 */
export function aDashboard(overrides: Partial<CompanyDashboard> = {}): CompanyDashboard {
  const campaigns = overrides.campaigns ?? [aCompanyCampaign()];
  const pending = campaigns.find((campaign) => campaign.status === 'pending');
  return {
    page: 1,
    pageSize: COMPANY_DASHBOARD_PAGE_SIZE,
    campaignsTotal: campaigns.length,
    pendingRequest: pending ? { id: pending.id, name: pending.name } : null,
    company: {
      name: 'Brew & Bake',
      status: 'approved',
      currentStatus: 'offline',
      redemptionsEnabled: true,
    },
    campaigns: [aCompanyCampaign()],
    totals: {
      salesValuePence: 12500,
      vouchersSold: 3,
      vouchersRedeemed: 1,
      vouchersExpiringSoon: 2,
    },
    readAt: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}

/** A contract-valid custom offer of the company's inbox: Sam's £80 at 30% (£56), pending, 3 hours left. */
export function aCompanyOffer(overrides: Partial<CompanyCustomOffer> = {}): CompanyCustomOffer {
  return {
    id: 'offer-1',
    status: 'pending',
    campaignId: 'campaign-1',
    campaignName: 'Coffee Club',
    customerFirstName: 'Sam',
    faceValuePence: 8000,
    discount: 30,
    voucherPricePence: 5600,
    giftingFeePence: 0,
    totalPence: 5600,
    currency: 'GBP',
    stepFaceValuesPence: [2500, 5000, 10000],
    stepDiscounts: [10, 15, 20],
    counterDiscount: null,
    declineReason: null,
    buyFor: 'self',
    autoAccepted: false,
    expiresAt: new Date(Date.now() + (3 * 60 + 5) * 60_000 + 30_000).toISOString(),
    createdAt: new Date(Date.now() - 21 * 3_600_000).toISOString(),
    decidedAt: null,
    ...overrides,
  };
}
