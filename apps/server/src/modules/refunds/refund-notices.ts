import {
  buyerRefundMessage,
  companyDisputeNoticeMessage,
  companyRefundNoticeMessage,
  giftCancelledMessage,
} from '@stepup/email';
import type { Transaction } from '@stepup/db';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import { findBrand } from '../content/brand';
import type { RefundsContext } from './refunds-context';
import type { SaleFacts } from '../purchases/sale-facts';
import { findSaleFacts } from '../purchases/sale-facts';
import type { DisputeRow, RefundRow } from './repository';

const facts = (v: SaleFacts) => ({
  companyName: v.companyName,
  campaignName: v.campaignName,
  code: v.voucher.code,
  faceValuePence: v.voucher.faceValuePence,
});

/**
 * The messages of a refund that has just succeeded (ADR 028 "Emails"), written in the
 * transaction that recorded its success — so exactly once — and queued after the commit: the
 * buyer, the gift's recipient when a gift they had received is cancelled (one not delivered yet is
 * simply never sent), and the company's notice addresses.
 */
export async function writeRefundNotices(
  ctx: Pick<RefundsContext, 'mailer' | 'config'>,
  tx: Transaction,
  refund: RefundRow,
  written: string[],
): Promise<void> {
  if (!refund.voucherId) return;
  const v = await findSaleFacts(tx, refund.voucherId);
  if (!v) return;
  const brand = await findBrand(tx);
  const write = async (
    to: string,
    template: string,
    content: Parameters<typeof ctx.mailer.write>[3],
  ) => written.push(await ctx.mailer.write(tx, to, template, content));
  const gift = v.voucher.buyFor === 'gift';
  const buyerEmail = v.buyerEmail ?? v.voucher.guestEmail;
  if (buyerEmail) {
    await write(
      buyerEmail,
      refund.cancelsVoucher ? 'refund-buyer-cancelled' : 'refund-buyer-partial',
      buyerRefundMessage(brand, {
        ...facts(v),
        buyerName: v.buyerName,
        amountPence: refund.amountPence,
        cancelled: refund.cancelsVoucher,
        giftRecipientName: gift ? v.voucher.giftRecipientName : null,
        walletUrl: v.voucher.buyerUserId ? `${ctx.config.publicWebUrl}/for-me` : null,
      }),
    );
  }
  if (refund.cancelsVoucher && gift && v.voucher.giftDeliveredAt && v.voucher.giftRecipientEmail) {
    await write(
      v.voucher.giftRecipientEmail,
      'gift-cancelled',
      giftCancelledMessage(brand, {
        ...facts(v),
        recipientName: v.voucher.giftRecipientName ?? '',
        senderName: v.buyerName,
      }),
    );
  }
  const notice = companyRefundNoticeMessage(brand, {
    ...facts(v),
    amountPence: refund.amountPence,
    cancelled: refund.cancelsVoucher,
    requestedBy: refund.requestedBy,
    reason:
      refund.requestedBy === 'company' || refund.requestedBy === 'admin' ? refund.reason : null,
    dashboardUrl: `${ctx.config.publicBusinessUrl}/dashboard`,
  });
  for (const to of await findCompanyNoticeAddresses(
    tx,
    v.voucher.companyId,
    v.companyContactEmail,
  )) {
    await write(
      to,
      refund.cancelsVoucher ? 'refund-company-cancelled' : 'refund-company-partial',
      notice,
    );
  }
}

/** The company's notice of a dispute opened or decided, once each (written with the change). */
export async function writeDisputeNotice(
  ctx: Pick<RefundsContext, 'mailer' | 'config'>,
  tx: Transaction,
  dispute: DisputeRow,
  outcome: 'opened' | 'won' | 'lost',
  written: string[],
): Promise<void> {
  if (!dispute.voucherId) return;
  const v = await findSaleFacts(tx, dispute.voucherId);
  if (!v) return;
  const content = companyDisputeNoticeMessage(await findBrand(tx), {
    ...facts(v),
    outcome,
    amountPence: dispute.amountPence,
    openedAt: dispute.openedAt,
    dashboardUrl: `${ctx.config.publicBusinessUrl}/dashboard`,
  });
  for (const to of await findCompanyNoticeAddresses(
    tx,
    v.voucher.companyId,
    v.companyContactEmail,
  )) {
    written.push(await ctx.mailer.write(tx, to, `dispute-${outcome}`, content));
  }
}
