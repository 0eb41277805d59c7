import type { VoucherCancelled } from '@stepup/contracts';
import { customerCancelRefusal, refundablePence, REFUND_NOTHING_LEFT } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import { requireCustomer } from '../../context/access';
import type { AppContext } from '../../context/app-context';
import { refundRateRules } from './rate-rules';
import { toRefundSummary } from './refund-view';
import { startRefund } from './start-refund';

/**
 * POST /api/wallet/vouchers/:voucherId/cancel. Who may call: the customer who bought the voucher
 * (a gift's buyer too; anyone else: 404), within 14 days of paying, before it is used, while its
 * payment is not disputed. Everything paid (price and gifting fee) goes back to the card; the code
 * stops working at once.
 */
export async function cancelVoucher(
  ctx: AppContext,
  actor: Actor,
  { voucherId }: { voucherId: string },
): Promise<VoucherCancelled> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(refundRateRules.customerPerIp, actor.ip);
  await ctx.limiter.hit(refundRateRules.customerPerAccount, customer.user.id);
  const now = ctx.clock();
  const { refund, cancelledAt } = await startRefund(ctx, {
    target: { voucherId },
    visible: (voucher) => voucher?.buyerUserId === customer.user.id,
    decide: ({ voucher, payment, refundedOrPendingPence }) => {
      const amountPence = refundablePence({
        status: payment.status,
        amountCapturedPence: payment.amountCapturedPence,
        refundedOrPendingPence,
      });
      // Refunded in full already (an admin's refund that left it valid): nothing to give back.
      const nothingLeft = amountPence === 0 ? REFUND_NOTHING_LEFT : null;
      return { refusal: customerCancelRefusal(voucher!, now) ?? nothingLeft, amountPence };
    },
    cancelVoucher: true,
    requestedBy: 'customer',
    by: { userId: customer.user.id, label: customer.user.email },
    reason: null,
  });
  return { voucherId, cancelledAt: cancelledAt!.toISOString(), refund: toRefundSummary(refund) };
}
