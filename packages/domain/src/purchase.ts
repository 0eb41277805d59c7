import type { CampaignFacts, LadderStep, Triple } from './campaign';
import {
  ladderBuyBlock,
  levelFromPurchasedSteps,
  slotStatusGrid,
  SLOT_BUDGET_TOO_LOW,
} from './loyalty';
import { LADDER_COMPLETE, PURCHASE_LIMIT_REACHED, SLOT_SOLD_OUT } from './messages';
import { amountPaidPence, giftTotalPence } from './money';
import type { BuyFor } from './wallet';

/** The face-value slot a buyer picks: 1, 2 or 3 (stored 0-based). */
export type FaceValueSlot = 1 | 2 | 3;

/** What one ladder purchase costs, all computed by the server from the campaign and the buyer. */
export interface PurchasePrice {
  step: LadderStep;
  slot: FaceValueSlot;
  faceValuePence: number;
  discount: number;
  /** Face × (100 − discount) / 100, half-up: what the company receives. */
  voucherPricePence: number;
  /** The platform's gifting fee, 0 unless it is a gift. */
  giftingFeePence: number;
  /** What the card is charged. */
  totalPence: number;
}

/** The customer's own gifting fee when an admin set one, else the site's default. */
export function giftingFeeFor(customerFeePence: number | null | undefined, siteFeePence: number) {
  return customerFeePence ?? siteFeePence;
}

export function priceLadderPurchase(
  campaign: Pick<CampaignFacts, 'faceValuesPence' | 'discounts'>,
  step: LadderStep,
  slot: FaceValueSlot,
  buyFor: BuyFor,
  giftingFeePence: number,
): PurchasePrice {
  const faceValuePence = campaign.faceValuesPence[slot - 1]!;
  const discount = campaign.discounts[step - 1]!;
  const voucherPricePence = amountPaidPence(faceValuePence, discount);
  const fee = buyFor === 'gift' ? giftingFeePence : 0;
  return {
    step,
    slot,
    faceValuePence,
    discount,
    voucherPricePence,
    giftingFeePence: fee,
    totalPence: giftTotalPence(voucherPricePence, fee),
  };
}

export type LadderPurchaseCheck =
  | { ok: true; step: LadderStep }
  | { ok: false; reason: 'purchase-limit' | 'ladder-complete' | 'sold-out'; message: string };

/**
 * Whether a buyer may buy `slot` of a campaign now, and at which step: their level (never an
 * earlier or later step), below the purchase limit (all their purchases of it count), and only
 * while that step's remaining budget covers the slot (slot status 3 refuses).
 */
export function checkLadderPurchase(
  campaign: Pick<CampaignFacts, 'faceValuesPence' | 'salesValueLeftPence'>,
  buyer: { stepsBought: number[]; purchaseCount: number },
  slot: FaceValueSlot,
): LadderPurchaseCheck {
  const level = levelFromPurchasedSteps(buyer.stepsBought);
  const block = ladderBuyBlock(
    buyer.stepsBought,
    buyer.purchaseCount,
    level === 'complete' ? 1 : level,
  );
  if (block === 'purchase-limit') {
    return { ok: false, reason: 'purchase-limit', message: PURCHASE_LIMIT_REACHED };
  }
  if (level === 'complete' || block === 'ladder-complete') {
    return { ok: false, reason: 'ladder-complete', message: LADDER_COMPLETE };
  }
  const grid = slotStatusGrid({
    salesValueLeftPence: campaign.salesValueLeftPence as Triple<number>,
    faceValuesPence: campaign.faceValuesPence,
    stepsBought: buyer.stepsBought,
  });
  if (grid[level - 1]?.[slot - 1] === SLOT_BUDGET_TOO_LOW) {
    return { ok: false, reason: 'sold-out', message: SLOT_SOLD_OUT };
  }
  return { ok: true, step: level };
}
