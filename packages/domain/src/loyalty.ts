import type { CampaignFacts, LadderStep, Triple } from './campaign';
import { CUSTOM_STEP, STEPS } from './campaign';

/** A customer's place on a campaign's ladder: the step they buy at next, or done. */
export type LoyaltyLevel = LadderStep | 'complete';

/**
 * Steps are bought in order, so the level is the first ladder step not yet bought; with all
 * three bought the ladder is complete and only a custom offer remains. Pass only paid,
 * not-cancelled purchases (product decisions); custom purchases (step 4) do not move the ladder.
 */
export function levelFromPurchasedSteps(stepsBought: Iterable<number>): LoyaltyLevel {
  const bought = new Set(stepsBought);
  for (const step of STEPS) {
    if (!bought.has(step)) return step;
  }
  return 'complete';
}

export const SLOT_AVAILABLE = 1;
export const SLOT_BOUGHT = 2;
export const SLOT_BUDGET_TOO_LOW = 3;
export type SlotStatus = typeof SLOT_AVAILABLE | typeof SLOT_BOUGHT | typeof SLOT_BUDGET_TOO_LOW;
export type SlotStatusGrid = Triple<Triple<SlotStatus>>;

export interface SlotStatusInput {
  salesValueLeftPence: Triple<number>;
  faceValuesPence: Triple<number>;
  stepsBought: Iterable<number>;
}

/**
 * Status of each (step, face-value slot), indexed grid[step − 1][slot]. Budget exhaustion wins
 * over "bought" so a customer is never offered a slot the campaign can no longer sell, and it
 * cascades: a later step cannot sell a slot an earlier step can no longer sell, because the
 * ladder has to be climbed in order.
 */
export function slotStatusGrid({
  salesValueLeftPence,
  faceValuesPence,
  stepsBought,
}: SlotStatusInput): SlotStatusGrid {
  const bought = new Set(stepsBought);
  const grid: SlotStatus[][] = [];
  STEPS.forEach((step, s) => {
    const row: SlotStatus[] = [];
    faceValuesPence.forEach((face, slot) => {
      const budgetLeft = salesValueLeftPence[s] ?? 0;
      const earlierBlocked = s > 0 && grid[s - 1]?.[slot] === SLOT_BUDGET_TOO_LOW;
      if (budgetLeft < face || earlierBlocked) row.push(SLOT_BUDGET_TOO_LOW);
      else if (bought.has(step)) row.push(SLOT_BOUGHT);
      else row.push(SLOT_AVAILABLE);
    });
    grid.push(row);
  });
  return grid as SlotStatusGrid;
}

/** A customer never buys one campaign a ninth time; every purchase counts, custom ones too. */
export const MAX_PURCHASES_PER_CAMPAIGN = 8;

export function canBuyCampaignAgain(purchaseCount: number): boolean {
  return purchaseCount < MAX_PURCHASES_PER_CAMPAIGN;
}

/** Labels of the ladder on the campaign page: 'Save 10%', 'Next time 15%', 'After that 20%'. */
export function stepLabel(step: LadderStep, discounts: Triple<number>): string {
  const d = discounts[step - 1];
  if (step === 1) return `Save ${d}%`;
  if (step === 2) return `Next time ${d}%`;
  return `After that ${d}%`;
}

/** The wallet's discount-step column: '1', '2', '3', and 'Custom' for anything above 3. */
export function discountStepLabel(step: number): string {
  return step > 3 ? 'Custom' : String(step);
}

/** The best discount the ladder offers, for 'Get up to N% off'. */
export function maxDiscount(campaign: Pick<CampaignFacts, 'discounts'>): number {
  return Math.max(...campaign.discounts);
}

export function campaignHeadline(
  campaign: Pick<CampaignFacts, 'discounts' | 'companyName'>,
): string {
  return `Get up to ${maxDiscount(campaign)}% off vouchers to use at ${campaign.companyName}`;
}

export type BuyBlock = 'purchase-limit' | 'ladder-complete' | 'not-current-step' | null;

/**
 * Why a signed-in customer cannot buy `step` of a campaign now, or null when they can. The
 * ladder step they buy at is their level, never an earlier or later one; a custom offer
 * (step 4) stays possible after the ladder completes, until the purchase limit.
 */
export function ladderBuyBlock(
  stepsBought: Iterable<number>,
  purchaseCount: number,
  step: number,
): BuyBlock {
  if (!canBuyCampaignAgain(purchaseCount)) return 'purchase-limit';
  if (step === CUSTOM_STEP) return null;
  const level = levelFromPurchasedSteps(stepsBought);
  if (level === 'complete') return 'ladder-complete';
  return level === step ? null : 'not-current-step';
}
