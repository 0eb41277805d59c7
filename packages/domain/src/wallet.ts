export type BuyFor = 'self' | 'gift';

export interface WalletVoucherFacts {
  cancelled: boolean;
  buyFor: BuyFor;
  used: boolean;
  /** A Date on the server; the ISO-8601 string of the API on the sites. */
  paymentDate: Date | string;
}

const paidAt = (v: Pick<WalletVoucherFacts, 'paymentDate'>) => new Date(v.paymentDate).getTime();

export type WalletGroup = 'cancelled' | 'gifted' | 'used' | 'unused';
export type WalletFilter = 'all' | WalletGroup;

/**
 * One status per voucher, in the precedence of docs/product.md#wallet-classification: a cancelled voucher is cancelled whatever
 * else is true; a gift belongs to its recipient, so the buyer sees it as gifted even once used.
 */
export function walletGroupOf(voucher: WalletVoucherFacts): WalletGroup {
  if (voucher.cancelled) return 'cancelled';
  if (voucher.buyFor === 'gift') return 'gifted';
  if (voucher.used) return 'used';
  return 'unused';
}

/** The wallet row's status label. */
export function walletStatusLabel(voucher: WalletVoucherFacts): string {
  return walletGroupOf(voucher).toUpperCase();
}

export interface WalletClassification<T> {
  cancelled: T[];
  gifted: T[];
  used: T[];
  unused: T[];
  /** The account page counters (My Vouchers, Gifted Vouchers, Used Vouchers). */
  counts: { myVouchers: number; gifted: number; used: number };
  /** Counts shown on the wallet filter buttons; each is the size of that filter's list. */
  filterCounts: Record<WalletFilter, number>;
}

/**
 * Groups a customer's vouchers, each group newest payment first.
 *
 * Counters follow docs/product.md#wallet-classification literally: "My Vouchers" counts every voucher the customer bought, "Gifted"
 * every gift they sent, and only "Used" leaves out cancelled vouchers (the spec says so for
 * used alone). A used gift counts as used there, yet sits in the gifted group and filter.
 */
export function classifyWallet<T extends WalletVoucherFacts>(
  vouchers: readonly T[],
): WalletClassification<T> {
  const sorted = [...vouchers].sort((a, b) => paidAt(b) - paidAt(a));
  const groups: Record<WalletGroup, T[]> = { cancelled: [], gifted: [], used: [], unused: [] };
  for (const voucher of sorted) groups[walletGroupOf(voucher)].push(voucher);
  return {
    ...groups,
    counts: {
      myVouchers: vouchers.length,
      gifted: vouchers.filter((v) => v.buyFor === 'gift').length,
      used: vouchers.filter((v) => v.used && !v.cancelled).length,
    },
    filterCounts: {
      all: vouchers.length,
      unused: groups.unused.length,
      used: groups.used.length,
      gifted: groups.gifted.length,
      cancelled: groups.cancelled.length,
    },
  };
}

/** The rows a wallet filter shows, newest payment first. */
export function walletFilter<T extends WalletVoucherFacts>(
  vouchers: readonly T[],
  filter: WalletFilter,
): T[] {
  const sorted = [...vouchers].sort((a, b) => paidAt(b) - paidAt(a));
  return filter === 'all' ? sorted : sorted.filter((v) => walletGroupOf(v) === filter);
}

/**
 * Only an unused voucher's code is handed out: a cancelled one is void, a used one is spent and
 * a gift's code belongs to its recipient (it went to them by email).
 */
export function walletShowsCode(voucher: WalletVoucherFacts): boolean {
  return walletGroupOf(voucher) === 'unused';
}

/**
 * The row's 'See campaign' link (docs/product.md#the-wallet: a campaign id exists, the voucher is not cancelled and
 * the campaign's flag is 1). We read "flag 1" as "the campaign page would show it to this
 * customer" (live, active, not frozen, still selling), so the link never leads to a 404.
 */
export function walletShowsSeeCampaign(
  voucher: Pick<WalletVoucherFacts, 'cancelled'> & { campaignId: string | null },
  campaignVisible: boolean,
): boolean {
  return Boolean(voucher.campaignId) && !voucher.cancelled && campaignVisible;
}

/** The wallet's default tab and the account page tabs by the numbers of docs/product.md. */
export const ACCOUNT_TABS = {
  unlocked: 1,
  wallet: 2,
  editProfile: 3,
  closeAccount: 4,
  favourites: 5,
} as const;
export const DEFAULT_ACCOUNT_TAB = ACCOUNT_TABS.wallet;
