import type { AdminRefundRequest, RefundSummary } from '@stepup/contracts';
import {
  CANCEL_REASON_REQUIRED,
  companyCancelRefusal,
  refundAmountRefusal,
  refundReasonSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import { requireAdmin } from '../../context/access';
import type { AppContext } from '../../context/app-context';
import { refundRateRules } from './rate-rules';
import { toRefundSummary } from './refund-view';
import { startRefund } from './start-refund';

/**
 * POST /api/admin/payments/:paymentId/refunds. Who may call: an admin who confirmed their identity
 * within the last minutes (money moves). Any amount up to what is neither refunded nor pending;
 * cancelling the voucher (not used, cancelled or disputed) or leaving it valid (a partial refund).
 */
export async function refundPayment(
  ctx: AppContext,
  actor: Actor,
  { paymentId, amountPence, cancelVoucher, reason }: { paymentId: string } & AdminRefundRequest,
): Promise<RefundSummary> {
  // As the admin's other decisions: an admin, counted, then the recent identity confirmation (a
  // session without it is counted too, so a stolen cookie cannot try without limit).
  const admin = requireAdmin(actor, 'payments:write');
  await ctx.limiter.hit(refundRateRules.adminPerIp, actor.ip);
  await ctx.limiter.hit(refundRateRules.adminPerAdmin, admin.user.id);
  requireAdmin(actor, 'payments:write', { sensitiveActionAt: ctx.clock() });
  const why = refundReasonSchema.safeParse(reason);
  if (!why.success) {
    const message = why.error.issues[0]?.message ?? CANCEL_REASON_REQUIRED;
    throw new AppError('validation', message, { reason: message });
  }
  const { refund } = await startRefund(ctx, {
    target: { paymentId },
    visible: () => true,
    decide: ({ voucher, payment, refundedOrPendingPence }) => ({
      refusal:
        refundAmountRefusal(
          {
            status: payment.status,
            amountCapturedPence: payment.amountCapturedPence,
            refundedOrPendingPence,
          },
          amountPence,
        ) ?? (cancelVoucher && voucher ? companyCancelRefusal(voucher) : null),
      amountPence,
    }),
    cancelVoucher,
    requestedBy: 'admin',
    by: { userId: admin.user.id, label: admin.user.email },
    reason: why.data,
  });
  return toRefundSummary(refund);
}
