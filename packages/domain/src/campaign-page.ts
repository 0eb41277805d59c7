import type { LadderStep, Triple } from './campaign';
import { STEPS } from './campaign';
import type { LoyaltyLevel, SlotStatus, SlotStatusGrid } from './loyalty';
import { SLOT_AVAILABLE, SLOT_BOUGHT, SLOT_BUDGET_TOO_LOW } from './loyalty';
import { amountPaidPence, formatPounds } from './money';

/** How the campaign page shows a ladder step to this customer. */
export type StepState = 'bought' | 'current' | 'locked';

/**
 * Steps before the customer's level are bought (shown crossed out), their level is the step
 * they buy at now, later ones are locked ("Next time", "After that"). A visitor is at step 1;
 * a completed ladder shows every step bought.
 */
export function stepStates(level: LoyaltyLevel): Triple<StepState> {
  return STEPS.map((step) =>
    level === 'complete' || step < level ? 'bought' : step === level ? 'current' : 'locked',
  ) as Triple<StepState>;
}

/** The step a customer buys at now, or null when the ladder is complete (custom offers only). */
export function currentStep(level: LoyaltyLevel): LadderStep | null {
  return level === 'complete' ? null : level;
}

/** Why a face-value slot cannot be bought at the customer's step, in the page's words. */
export function slotNote(status: SlotStatus): string | null {
  if (status === SLOT_AVAILABLE) return null;
  return status === SLOT_BOUGHT ? 'Already bought' : 'Sold out at this step';
}

/** The first face-value slot the customer can buy at `step` (0–2), or null when none. */
export function firstAvailableSlot(grid: SlotStatusGrid, step: LadderStep): number | null {
  const index = (grid[step - 1] ?? []).findIndex((status) => status === SLOT_AVAILABLE);
  return index === -1 ? null : index;
}

/** The status of one (step, slot) of the grid; a slot outside it is not for sale. */
export function slotStatusAt(grid: SlotStatusGrid, step: LadderStep, slot: number): SlotStatus {
  return grid[step - 1]?.[slot] ?? SLOT_BUDGET_TOO_LOW;
}

/** The buy button (docs/product.md#buy-button) for a visitor: signing up comes before buying up the ladder. */
export const BUY_SIGNED_OUT = 'Buy + Unlock Bigger Discounts';

/**
 * A signed-in customer's buy button: 'Let's Go £x', plus the gifting fee for a gift
 * ('Let's Go £x + £fee gift fee'), x being the price after the step's discount.
 */
export function buyButtonText({
  faceValuePence,
  discount,
  giftFeePence,
}: {
  faceValuePence: number;
  discount: number;
  /** Set for a gift. */
  giftFeePence?: number | undefined;
}): string {
  const price = amountPaidPence(faceValuePence, discount);
  const text = `Let's Go ${formatPounds(price)}`;
  return giftFeePence === undefined ? text : `${text} + ${formatPounds(giftFeePence)} gift fee`;
}
