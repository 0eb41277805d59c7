import {
  customerCustomOfferSchema,
  campaignSummarySchema,
  categorySchema,
  siteSettingsSchema,
  walletVoucherSchema,
} from '@stepup/contracts';
import type {
  CampaignSummary,
  Category,
  CustomerCustomOffer,
  SiteSettings,
  WalletVoucher,
} from '@stepup/contracts';

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
    payments: { provider: 'sandbox' },
    phoneWallets: { apple: false, google: false },
    ...overrides,
  });
}

/** A contract-valid wallet voucher (unused, step 1, with a code unless overridden). */
export function aWalletVoucher(overrides: Partial<WalletVoucher> = {}): WalletVoucher {
  sequence += 1;
  const n = sequence;
  return walletVoucherSchema.parse({
    id: `v-${n}`,
    company: {
      id: `co-${n}`,
      name: `Company ${n}`,
      website: `https://company-${n}.example`,
      logoUrl: `/files/logos/${n}.png`,
    },
    campaignId: `cmp-${n}`,
    campaignName: `Campaign ${n}`,
    seeCampaign: true,
    paymentDate: '2026-03-10T12:00:00.000Z',
    expiresAt: '2027-03-10T17:45:00.000Z',
    faceValuePence: 5000,
    pricePaidPence: 4500,
    discount: 10,
    step: 1,
    status: 'unused',
    code: `AB${String(n).padStart(2, '0')}-CDEF-GH`,
    gift: null,
    cancellableUntil: null,
    refundablePence: 0,
    refund: null,
    frozen: false,
    ...overrides,
  });
}

/** A contract-valid custom offer as its buyer sees it: pending, £100 at 25% off, 5 h 30 min left. */
export function aCustomOffer(overrides: Partial<CustomerCustomOffer> = {}): CustomerCustomOffer {
  return customerCustomOfferSchema.parse({
    id: 'off-1',
    status: 'pending',
    campaignId: 'cmp-x',
    campaignName: 'Coffee for a year',
    companyName: 'Bean There',
    companyLogoUrl: null,
    faceValuePence: 10000,
    discount: 25,
    voucherPricePence: 7500,
    giftingFeePence: 0,
    totalPence: 7500,
    currency: 'GBP',
    counterDiscount: null,
    counterVoucherPricePence: null,
    declineReason: null,
    buyFor: 'self',
    giftRecipientName: null,
    autoAccepted: false,
    expiresAt: new Date(Date.now() + (5 * 60 + 30) * 60_000).toISOString(),
    createdAt: '2026-11-26T08:00:00.000Z',
    decidedAt: null,
    voucherId: null,
    ...overrides,
  });
}
