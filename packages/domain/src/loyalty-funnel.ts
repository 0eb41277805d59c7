// The loyalty funnel of a campaign (company /dashboard): of the customers who bought its step 1,
// how many came back for step 2, and of those how many for step 3, with the median days each
// return took. Only the ladder counts (custom offers are no step), cancelled vouchers are left out
// by the caller, and a customer is the buyer (a gift counts for whoever paid for it).

const DAY_MS = 86_400_000;

/** When one customer first bought each step of one campaign (null: never). */
export interface CustomerSteps {
  step1: Date | null;
  step2: Date | null;
  step3: Date | null;
}

export interface LoyaltyFunnel {
  /** Customers who bought step 1. */
  step1: number;
  /** Of them, those who later bought step 2. */
  step2: number;
  /** Of those, the ones who later bought step 3. */
  step3: number;
  /** Median days from step 1 to step 2 (one decimal), null when no one came back. */
  medianDays1to2: number | null;
  medianDays2to3: number | null;
}

/** The middle value (the mean of the two middle ones for an even count), null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The funnel of one campaign's customers. A later step counts only when it came at or after the
 * step before it (a customer who somehow has step 2 without step 1 is no return).
 */
export function loyaltyFunnel(customers: readonly CustomerSteps[]): LoyaltyFunnel {
  const gaps1to2: number[] = [];
  const gaps2to3: number[] = [];
  let step1 = 0;
  for (const { step1: first, step2: second, step3: third } of customers) {
    if (!first) continue;
    step1 += 1;
    if (!second || second < first) continue;
    gaps1to2.push(days(first, second));
    if (!third || third < second) continue;
    gaps2to3.push(days(second, third));
  }
  return {
    step1,
    step2: gaps1to2.length,
    step3: gaps2to3.length,
    medianDays1to2: oneDecimal(median(gaps1to2)),
    medianDays2to3: oneDecimal(median(gaps2to3)),
  };
}

/** Steps bought, one row per customer, campaign and step (the first time), as a query gives them. */
export interface StepPurchase {
  campaignId: string;
  customer: string;
  step: number;
  firstAt: Date;
}

/** The funnel of every campaign in the rows. */
export function loyaltyFunnels(rows: readonly StepPurchase[]): Map<string, LoyaltyFunnel> {
  const byCampaign = new Map<string, Map<string, CustomerSteps>>();
  for (const row of rows) {
    if (row.step < 1 || row.step > 3) continue;
    const customers = byCampaign.get(row.campaignId) ?? new Map<string, CustomerSteps>();
    const steps = customers.get(row.customer) ?? { step1: null, step2: null, step3: null };
    const key = `step${row.step}` as keyof CustomerSteps;
    const current = steps[key];
    if (!current || row.firstAt < current) steps[key] = row.firstAt;
    customers.set(row.customer, steps);
    byCampaign.set(row.campaignId, customers);
  }
  return new Map(
    [...byCampaign].map(([campaignId, customers]) => [
      campaignId,
      loyaltyFunnel([...customers.values()]),
    ]),
  );
}
