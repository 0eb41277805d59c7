import type { CompanyCancelVoucherRequest, VoucherCancelled } from '@stepup/contracts';
import {
  CANCEL_REASON_REQUIRED,
  companyCancelRefusal,
  refundablePence,
  REFUND_NOTHING_LEFT,
  refundReasonSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import { requireCompanyMember } from '../../context/access';
import type { AppContext } from '../../context/app-context';
import { refundRateRules } from './rate-rules';
import { toRefundSummary } from './refund-view';
import { startRefund } from './start-refund';

/**
 * POST /api/company/sales/:voucherId/cancel. Who may call: a member of the voucher's company whose
 * role may cancel vouchers (owners); another company's voucher is a 404. No 14-day limit (a
 * business may refund its customer whenever it agrees to), but never a used, cancelled or disputed
 * voucher. Everything paid goes back to the buyer's card, with the company's reason.
 */
export async function cancelSale(
  ctx: AppContext,
  actor: Actor,
  { voucherId, reason }: { voucherId: string } & CompanyCancelVoucherRequest,
): Promise<VoucherCancelled> {
  const member = requireCompanyMember(actor, { may: 'cancelVouchers' });
  const { companyId } = member.company;
  await ctx.limiter.hit(refundRateRules.companyPerIp, actor.ip);
  await ctx.limiter.hit(refundRateRules.companyPerCompany, companyId);
  const why = refundReasonSchema.safeParse(reason);
  if (!why.success) {
    const message = why.error.issues[0]?.message ?? CANCEL_REASON_REQUIRED;
    throw new AppError('validation', message, { reason: message });
  }
  const { refund, cancelledAt } = await startRefund(ctx, {
    target: { voucherId },
    visible: (voucher) => voucher?.companyId === companyId,
    decide: ({ voucher, payment, refundedOrPendingPence }) => {
      const amountPence = refundablePence({
        status: payment.status,
        amountCapturedPence: payment.amountCapturedPence,
        refundedOrPendingPence,
      });
      // Refunded in full already (an admin's refund that left it valid): nothing to give back.
      const nothingLeft = amountPence === 0 ? REFUND_NOTHING_LEFT : null;
      return { refusal: companyCancelRefusal(voucher!) ?? nothingLeft, amountPence };
    },
    cancelVoucher: true,
    requestedBy: 'company',
    by: { userId: member.user.id, label: member.user.email },
    reason: why.data,
  });
  return { voucherId, cancelledAt: cancelledAt!.toISOString(), refund: toRefundSummary(refund) };
}
