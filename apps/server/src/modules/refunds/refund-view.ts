import type { RefundSummary } from '@stepup/contracts';
import type { RefundRow } from './repository';

/** A refund as the contracts show it. */
export const toRefundSummary = (row: RefundRow): RefundSummary => ({
  id: row.id,
  amountPence: row.amountPence,
  status: row.status,
  requestedBy: row.requestedBy,
  reason: row.reason,
  cancelsVoucher: row.cancelsVoucher,
  createdAt: row.createdAt.toISOString(),
  succeededAt: row.succeededAt?.toISOString() ?? null,
  error: row.status === 'failed' ? row.error : null,
});
