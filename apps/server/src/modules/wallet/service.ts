import type { CampaignSummary, UnlockedList, Wallet, WalletVoucher } from '@stepup/contracts';
import {
  classifyWallet,
  isCampaignVisible,
  levelsByCampaign,
  unlockedCampaigns,
  walletGroupOf,
  walletShowsCode,
  walletShowsSeeCampaign,
} from '@stepup/domain';
import type { AccountsContext } from '../accounts/service';
import { requireCustomer } from '../accounts/profile-service';
import { findCampaignsByIds } from '../catalog/favourites-repository';
import { findLadderPurchases } from '../catalog/repository';
import { toSummary, viewerOf } from '../catalog/service';
import type { WalletRow } from './repository';
import { findWalletVouchers } from './repository';

type Ctx = Pick<AccountsContext, 'db' | 'auth'>;

/**
 * Who may call: the signed-in customer, for their own vouchers only (visitor 401, business user
 * 403). Every voucher newest payment first, classified by the domain's wallet rule; a code
 * leaves the server only for an unused voucher.
 */
export async function getWallet(ctx: Ctx, headers: Headers): Promise<Wallet> {
  const user = await requireCustomer(ctx, headers);
  const viewer = await viewerOf(ctx.db, user);
  const rows = await findWalletVouchers(ctx.db, user.id);
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const visible = new Set(
    (await findCampaignsByIds(ctx.db, campaignIds))
      .filter((c) => isCampaignVisible(c, viewer))
      .map((c) => c.id),
  );
  const facts = rows.map((row) => ({ row, ...walletFactsOf(row) }));
  const { counts, filterCounts } = classifyWallet(facts);
  return {
    vouchers: facts.map((f) => toWalletVoucher(f.row, f, visible.has(f.row.campaignId))),
    counts,
    filterCounts,
  };
}

/**
 * Who may call: the signed-in customer. The campaigns where they have a higher step open (level
 * 2 or 3) and can still buy, as cards: newest 4, most popular 4, then the rest, up to 12.
 */
export async function getUnlocked(ctx: Ctx, headers: Headers): Promise<UnlockedList> {
  const user = await requireCustomer(ctx, headers);
  const viewer = await viewerOf(ctx.db, user);
  const levels = levelsByCampaign(await findLadderPurchases(ctx.db, user.id));
  const ids = [...levels].filter(([, level]) => level === 2 || level === 3).map(([id]) => id);
  const summaries: CampaignSummary[] = (await findCampaignsByIds(ctx.db, ids))
    .filter((c) => isCampaignVisible(c, viewer))
    .map((c) => toSummary(c, levels.get(c.id)));
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
): WalletVoucher {
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
  };
}
