import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { WalletVoucherFacts } from './wallet';
import {
  classifyWallet,
  walletFilter,
  walletGroupOf,
  walletShowsCode,
  walletShowsSeeCampaign,
  walletStatusLabel,
} from './wallet';

type V = WalletVoucherFacts & { id: string };
const v = (id: string, day: number, o: Partial<WalletVoucherFacts> = {}): V => ({
  id,
  cancelled: false,
  buyFor: 'self',
  used: false,
  paymentDate: new Date(Date.UTC(2025, 0, day)),
  ...o,
});
const ids = (l: V[]) => l.map((x) => x.id);

describe('walletGroupOf', () => {
  it('applies cancelled, then gifted, then used, else unused', () => {
    expect(walletGroupOf(v('x', 1, { cancelled: true, buyFor: 'gift', used: true }))).toBe(
      'cancelled',
    );
    expect(walletGroupOf(v('x', 1, { buyFor: 'gift', used: true }))).toBe('gifted');
    expect(walletGroupOf(v('x', 1, { used: true }))).toBe('used');
    expect(walletGroupOf(v('x', 1))).toBe('unused');
    expect(walletStatusLabel(v('x', 1, { buyFor: 'gift' }))).toBe('GIFTED');
  });
});

describe('classifyWallet', () => {
  const vouchers = [
    v('old-unused', 1),
    v('new-unused', 9),
    v('used', 5, { used: true }),
    v('gift', 4, { buyFor: 'gift' }),
    v('used-gift', 6, { buyFor: 'gift', used: true }),
    v('cancelled-used', 7, { cancelled: true, used: true }),
    v('cancelled-gift', 2, { cancelled: true, buyFor: 'gift' }),
  ];
  const w = classifyWallet(vouchers);

  it('groups each voucher once, newest payment first', () => {
    expect(ids(w.unused)).toEqual(['new-unused', 'old-unused']);
    expect(ids(w.used)).toEqual(['used']);
    expect(ids(w.gifted)).toEqual(['used-gift', 'gift']);
    expect(ids(w.cancelled)).toEqual(['cancelled-used', 'cancelled-gift']);
  });

  it('counts used without cancelled vouchers', () => {
    expect(w.counts).toEqual({ myVouchers: 7, gifted: 3, used: 2 });
  });

  it('counts each filter as the size of its list', () => {
    expect(w.filterCounts).toEqual({ all: 7, unused: 2, used: 1, gifted: 2, cancelled: 2 });
    expect(ids(walletFilter(vouchers, 'gifted'))).toEqual(ids(w.gifted));
    expect(walletFilter(vouchers, 'all')[0]?.id).toBe('new-unused');
  });

  it('partitions any wallet and does not reorder the input', () => {
    const arb = fc.record({
      cancelled: fc.boolean(),
      used: fc.boolean(),
      buyFor: fc.constantFrom('self' as const, 'gift' as const),
      paymentDate: fc.date({
        min: new Date('2020-01-01'),
        max: new Date('2030-01-01'),
        noInvalidDate: true,
      }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 30 }), (list) => {
        const copy = [...list];
        const r = classifyWallet(list);
        const { all, ...rest } = r.filterCounts;
        expect(Object.values(rest).reduce((a, b) => a + b, 0)).toBe(all);
        expect(all).toBe(list.length);
        expect(r.counts.used).toBeLessThanOrEqual(list.length - r.filterCounts.cancelled);
        for (const group of [r.cancelled, r.gifted, r.used, r.unused]) {
          for (let i = 1; i < group.length; i++) {
            expect(group[i - 1]!.paymentDate.getTime()).toBeGreaterThanOrEqual(
              group[i]!.paymentDate.getTime(),
            );
          }
        }
        expect(list).toEqual(copy);
      }),
    );
  });
});

describe('walletShowsCode and walletShowsSeeCampaign', () => {
  it('hands out only an unused voucher’s code', () => {
    expect(walletShowsCode(v('x', 1))).toBe(true);
    expect(walletShowsCode(v('x', 1, { used: true }))).toBe(false);
    expect(walletShowsCode(v('x', 1, { buyFor: 'gift' }))).toBe(false);
    expect(walletShowsCode(v('x', 1, { cancelled: true }))).toBe(false);
  });

  it('links to the campaign only when it exists, is visible and the voucher is not cancelled', () => {
    expect(walletShowsSeeCampaign({ campaignId: 'c', cancelled: false }, true)).toBe(true);
    expect(walletShowsSeeCampaign({ campaignId: 'c', cancelled: true }, true)).toBe(false);
    expect(walletShowsSeeCampaign({ campaignId: 'c', cancelled: false }, false)).toBe(false);
    expect(walletShowsSeeCampaign({ campaignId: null, cancelled: false }, true)).toBe(false);
  });

  it('sorts ISO-string payment dates (the API’s) like Dates', () => {
    const list = [
      { ...v('old', 1), paymentDate: '2025-01-01T00:00:00.000Z' },
      { ...v('new', 1), paymentDate: '2025-03-01T00:00:00.000Z' },
    ];
    expect(walletFilter(list, 'all').map((x) => x.id)).toEqual(['new', 'old']);
  });
});
