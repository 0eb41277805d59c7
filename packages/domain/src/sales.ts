// Percentages are shown to one decimal place, rounded half-up: whole numbers would show 0% for
// a big campaign's first sales and 100% before the last voucher sold. They are clamped to 0–100
// because budgets can be topped up or refunded around sales, and a bar never goes past full.

function percentToOneDecimal(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  const tenths = Math.round((part * 1000) / whole);
  return Math.min(100, Math.max(0, tenths / 10));
}

/** A step's sales as a share of its budget (each step's budget is the campaign's total value). */
export function stepSalesPercent(stepSalesPence: number, totalValuePence: number): number {
  return percentToOneDecimal(stepSalesPence, totalValuePence);
}

/** All sales as a share of the three step budgets together: sales / (3 × total). */
export function overallSalesPercent(salesValuePence: number, totalValuePence: number): number {
  return percentToOneDecimal(salesValuePence, 3 * totalValuePence);
}

/** Sales of a step, from its budget and what is left of it. */
export function stepSalesPence(totalValuePence: number, salesValueLeftPence: number): number {
  return Math.max(0, totalValuePence - salesValueLeftPence);
}

/**
 * Campaigns per page of the company dashboard's "Your campaigns" (ADR 044): a company with
 * hundreds of campaigns gets its newest first, a page at a time, and its totals from the
 * counters over every campaign.
 */
export const COMPANY_DASHBOARD_PAGE_SIZE = 20;
