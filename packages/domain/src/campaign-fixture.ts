import type { CampaignFacts } from './campaign';

// Test-only builder (not re-exported): a live, sellable campaign that each test bends as needed.
export function aCampaign(overrides: Partial<CampaignFacts> = {}): CampaignFacts {
  return {
    id: 'c1',
    companyId: 'co1',
    companyName: 'Bean There Coffee',
    description: 'Speciality coffee and cakes in Hackney',
    keywords: ['coffee', 'cafe'],
    categoryIds: ['food'],
    faceValuesPence: [2500, 5000, 10000],
    discounts: [10, 15, 20],
    totalValuePence: 100000,
    salesValueLeftPence: [100000, 100000, 100000],
    salesCount: 0,
    createdAt: new Date('2025-01-01T10:00:00Z'),
    status: 'live',
    isActive: true,
    frozen: false,
    featured: false,
    topPick: false,
    testMode: false,
    expiryYears: 1,
    ...overrides,
  };
}
