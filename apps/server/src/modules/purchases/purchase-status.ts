import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentProgress, PaymentProgressStatus } from '@stepup/contracts';
import { PAYMENT_NEEDS_REVIEW, PAYMENT_NOT_FOUND } from '@stepup/domain';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { findPaymentWithCode } from './repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * GET /api/purchases/:paymentId/status, the result page's polling. Who may call: the signed-in
 * buyer of the payment, or whoever holds its client secret (a guest's browser, which sends it in
 * the X-Payment-Client-Secret header: a query string would put it in logs and history); anyone
 * else is told it does not exist (404).
 */
export async function purchaseStatus(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  { paymentId, clientSecret }: { paymentId: string; clientSecret?: string | undefined },
): Promise<PaymentProgress> {
  const payment = await findPaymentWithCode(ctx.db, paymentId);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  let allowed = false;
  if (clientSecret && payment.clientSecretHash) {
    const given = Buffer.from(sha256(clientSecret));
    allowed = timingSafeEqual(given, Buffer.from(payment.clientSecretHash));
  }
  if (!allowed && payment.userId && actor.kind !== 'visitor') {
    allowed = actor.user.id === payment.userId;
  }
  if (!allowed) throw notFound(PAYMENT_NOT_FOUND);
  const status: PaymentProgressStatus =
    payment.status === 'succeeded'
      ? 'succeeded'
      : payment.status === 'created'
        ? 'created'
        : 'payment_failed';
  return {
    paymentId: payment.id,
    status,
    campaignId: payment.campaignId,
    totalPence: payment.amountPence,
    voucherCode: status === 'succeeded' ? payment.voucherCode : null,
    error:
      payment.status === 'needs_review'
        ? PAYMENT_NEEDS_REVIEW
        : status === 'payment_failed'
          ? payment.error
          : null,
    guestEmail: payment.guestEmail,
  };
}
