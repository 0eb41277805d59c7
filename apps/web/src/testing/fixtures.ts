import { campaignSummarySchema, categorySchema, siteSettingsSchema } from '@stepup/contracts';
import type { CampaignSummary, Category, SiteSettings } from '@stepup/contracts';

let sequence = 0;

/** A contract-valid campaign summary; every call gets a fresh id and company. */
export function aCampaign(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  sequence += 1;
  const n = sequence;
  return campaignSummarySchema.parse({
    id: `cmp-${n}`,
    name: `Campaign ${n}`,
    description: `Treats from company ${n}.`,
    company: {
      id: `co-${n}`,
      name: `Company ${n}`,
      website: `https://company-${n}.example`,
      logoUrl: `/files/logos/${n}.png`,
    },
    primaryImageUrl: `/files/images/${n}.jpg`,
    categoryIds: [],
    keywords: [],
    faceValuesPence: [2500, 5000, 10000],
    discounts: [10, 15, 20],
    totalValuePence: 100_000,
    salesValueLeftPence: [100_000, 100_000, 100_000],
    salesCount: 0,
    expiryYears: 2,
    featured: false,
    topPick: false,
    testMode: false,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    ...overrides,
  });
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  sequence += 1;
  return categorySchema.parse({
    id: `cat-${sequence}`,
    name: `Category ${sequence}`,
    key: `category-${sequence}`,
    order: sequence,
    iconUrl: null,
    imageUrl: null,
    widget: null,
    ...overrides,
  });
}

export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return siteSettingsSchema.parse({
    siteName: 'StepUp Vouchers',
    tabInfo: 'StepUp Vouchers | Vouchers & Gifting',
    logoUrl: null,
    faviconUrl: null,
    giftingFeePence: 150,
    contactEmail: 'hello@stepup.test',
    postalAddress: ['1 Test Street', 'London', 'E1 1AA'],
    webUrl: 'https://www.stepup.test',
    businessUrl: 'https://business.stepup.test',
    ...overrides,
  });
}
