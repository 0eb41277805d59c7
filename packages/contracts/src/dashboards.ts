import { z } from 'zod';
import { DASHBOARD_PERIODS } from '@stepup/domain';

// The dashboards' charts (issue 16): /admin/dashboard's platform figures over a period, and the
// company /dashboard's sales over time, redemption rates and loyalty funnel.

const count = z.number().int().nonnegative();
const pence = z.number().int();
/** A bucket's first UK day ('2026-11-23'). */
const bucketKey = z.iso.date();
const bucketSchema = z.enum(['day', 'week', 'month']);

/** GET /api/admin/dashboard?period=30d (the default). */
export const adminDashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('30d'),
});
export type AdminDashboardQuery = Partial<z.infer<typeof adminDashboardQuerySchema>>;

export const adminDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The UK days covered (both included) and what a chart's bar counts. */
  from: z.iso.date(),
  to: z.iso.date(),
  bucket: bucketSchema,
  figures: z.object({
    /** Captured card payments for vouchers made in the period (what /admin/payments totals). */
    salesValuePence: pence,
    vouchersSold: count,
    /** Vouchers of card payments redeemed in the period (/admin/payments?dateOf=redeemed's total). */
    vouchersRedeemed: count,
    /** Customers who joined in the period (/admin/customers?from&to's total). */
    newCustomers: count,
    /** Companies that joined in the period (/admin/companies?from&to's total). */
    newCompanies: count,
    /** Payments with a refund that succeeded in the period, once each (…?dateOf=refunded's total). */
    refunds: count,
    /** What the refunds that succeeded in the period came to. */
    refundsValuePence: pence,
    customOffersMade: count,
    customOffersAccepted: count,
  }),
  series: z.array(
    z.object({
      bucket: bucketKey,
      salesValuePence: pence,
      vouchersSold: count,
      vouchersRedeemed: count,
    }),
  ),
  readAt: z.iso.datetime(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const funnelSchema = z.object({
  step1: count,
  step2: count,
  step3: count,
  /** Median days from one step to the next (one decimal); null when no one came back. */
  medianDays1to2: z.number().nonnegative().nullable(),
  medianDays2to3: z.number().nonnegative().nullable(),
});

/** GET /api/company/dashboard/charts: the caller's company only, last 90 days by week. */
export const companyDashboardChartsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  bucket: bucketSchema,
  /** Every week of the period, oldest first (the series' values are in the same order). */
  buckets: z.array(bucketKey),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Face value of the vouchers sold each week (cancelled ones left out). */
      salesPence: z.array(pence),
      vouchersSold: count,
      vouchersRedeemed: count,
      /** Redeemed over sold, whole percent; null when none sold. */
      redemptionRatePercent: z.number().int().min(0).max(100).nullable(),
      funnel: funnelSchema,
    }),
  ),
  readAt: z.iso.datetime(),
});
export type CompanyDashboardCharts = z.infer<typeof companyDashboardChartsSchema>;
