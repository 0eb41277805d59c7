import type { Transaction } from '@stepup/db';
import { releaseCommittedReservation } from './repository';

/**
 * Gives a cancelled voucher's face value back to its campaign step's budget (ADR 028), once per
 * payment: the refunds module calls this in the transaction that cancels the voucher.
 */
export const giveStepBudgetBack = (tx: Transaction, paymentId: string): Promise<boolean> =>
  releaseCommittedReservation(tx, paymentId);
