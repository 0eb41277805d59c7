import type { UnlockedList, Wallet, WalletVoucher } from '@stepup/contracts';
import {
  cancellableUntil,
  classifyWallet,
  customerCancelRefusal,
  unlockedCampaigns,
  walletGroupOf,
  walletShowsCode,
  walletShowsSeeCampaign,
} from '@stepup/domain';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import {
  customerLevels,
  visibleCampaignIds,
  visibleCampaignSummaries,
} from '../catalog/campaign-lookups';
import { viewerOf } from '../catalog/service';
import type { WalletRow } from './repository';
import { findWalletVouchers } from './repository';

/**
 * Who may call: the signed-in customer, for their own vouchers only (visitor 401, business user
 * 403). Every voucher newest payment first, classified by the domain's wallet rule; a code
 * leaves the server only for an unused voucher.
 */
export async function getWallet(ctx: AppContext, actor: Actor): Promise<Wallet> {
  const customer = requireCustomer(actor);
  const now = ctx.clock();
  const viewer = await viewerOf(ctx.db, customer);
  const rows = await findWalletVouchers(ctx.db, customer.user.id);
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const visible = await visibleCampaignIds(ctx.db, campaignIds, viewer);
  const facts = rows.map((row) => ({ row, ...walletFactsOf(row) }));
  const { counts, filterCounts } = classifyWallet(facts);
  return {
    vouchers: facts.map((f) => toWalletVoucher(f.row, f, visible.has(f.row.campaignId), now)),
    counts,
    filterCounts,
  };
}

/**
 * Who may call: the signed-in customer. The campaigns where they have a higher step open (level
 * 2 or 3) and can still buy, as cards: newest 4, most popular 4, then the rest, up to 12.
 */
export async function getUnlocked(ctx: AppContext, actor: Actor): Promise<UnlockedList> {
  const customer = requireCustomer(actor);
  const viewer = await viewerOf(ctx.db, customer);
  const levels = await customerLevels(ctx.db, customer.user.id);
  const ids = [...levels].filter(([, level]) => level === 2 || level === 3).map(([id]) => id);
  const summaries = await visibleCampaignSummaries(ctx.db, ids, viewer, (id) => levels.get(id));
  return { campaigns: unlockedCampaigns(summaries) };
}

function walletFactsOf(row: WalletRow) {
  return {
    cancelled: row.cancelledAt !== null,
    buyFor: row.buyFor,
    used: row.usedAt !== null,
    paymentDate: row.paymentDate,
  };
}

function toWalletVoucher(
  row: WalletRow,
  facts: ReturnType<typeof walletFactsOf>,
  campaignVisible: boolean,
  now: Date,
): WalletVoucher {
  // Only a voucher paid by card here can be refunded to that card, and only while something of
  // what was paid is left to give back (an admin may have refunded it in full, leaving it valid).
  const refundable = Math.max(0, row.pricePaidPence + row.giftingFeePence - row.refundPence);
  const cancellable =
    row.paymentId !== null && refundable > 0 && customerCancelRefusal(row, now) === null;
  const status = walletGroupOf(facts);
  return {
    id: row.id,
    company: row.company,
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    seeCampaign: walletShowsSeeCampaign(
      { campaignId: row.campaignId, cancelled: facts.cancelled },
      campaignVisible,
    ),
    paymentDate: row.paymentDate.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    faceValuePence: row.faceValuePence,
    pricePaidPence: row.pricePaidPence,
    discount: row.discount,
    step: row.step,
    status,
    code: walletShowsCode(facts) ? row.code : null,
    gift:
      status === 'gifted'
        ? { name: row.giftRecipientName ?? '', email: row.giftRecipientEmail ?? '' }
        : null,
    cancellableUntil: cancellable ? cancellableUntil(row.paymentDate).toISOString() : null,
    refundablePence: cancellable ? refundable : 0,
    refund: row.refundStatus ? { amountPence: row.refundPence, status: row.refundStatus } : null,
    frozen: row.frozenAt !== null,
  };
}
