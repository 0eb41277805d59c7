import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { aCampaign } from './campaign-fixture';
import {
  ALL_VOUCHERS_PAGE_SIZE,
  CAMPAIGN_LIST_LIMIT,
  HOME_TAB_CARDS,
  featuredCampaigns,
  filterCategories,
  hasMorePages,
  HOME_TABS,
  homeLists,
  homeTabCards,
  isHiddenCategory,
  lowerPrices,
  mostPopular,
  newest,
  pageOf,
  shuffled,
  sortCampaigns,
  stripSlides,
  stripSlidesPerView,
  tabCardsPerView,
  topPickCampaign,
  unlockedCampaigns,
  unlockedMostPopular,
  unlockedNewest,
} from './home-lists';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const list = [
  aCampaign({ id: 'a', salesCount: 5, discounts: [5, 10, 30], createdAt: day(3) }),
  aCampaign({ id: 'b', salesCount: 50, discounts: [5, 10, 15], createdAt: day(1) }),
  aCampaign({ id: 'c', salesCount: 5, discounts: [5, 10, 45], createdAt: day(7) }),
  aCampaign({ id: 'd', salesCount: 20, discounts: [5, 10, 20], createdAt: day(5), topPick: true }),
  aCampaign({ id: 'e', salesCount: 1, discounts: [5, 10, 50], createdAt: day(2), featured: true }),
  aCampaign({ id: 'f', salesCount: 30, discounts: [5, 10, 25], createdAt: day(6), topPick: true }),
];
const ids = (l: { id: string }[]) => l.map((c) => c.id);

describe('home lists', () => {
  it('ranks the top five by sales, step-3 discount and creation time', () => {
    expect(ids(mostPopular(list))).toEqual(['b', 'f', 'd', 'a', 'c']);
    expect(ids(lowerPrices(list))).toEqual(['e', 'c', 'a', 'f', 'd']);
    expect(ids(newest(list))).toEqual(['c', 'f', 'd', 'a', 'e']);
  });

  it('keeps four for the unlocked lists', () => {
    expect(ids(unlockedNewest(list))).toEqual(['c', 'f', 'd', 'a']);
    expect(ids(unlockedMostPopular(list))).toEqual(['b', 'f', 'd', 'a']);
  });

  it('picks the flagged campaigns', () => {
    expect(ids(featuredCampaigns(list))).toEqual(['e']);
    expect(topPickCampaign(list)?.id).toBe('d');
    expect(topPickCampaign([aCampaign()])).toBeUndefined();
  });

  it('sorts stably without touching the input', () => {
    const before = ids(list);
    expect(ids(sortCampaigns(list, 'popular'))).toEqual(['b', 'f', 'd', 'a', 'c', 'e']);
    expect(ids(sortCampaigns(list, 'newest'))).toEqual(['c', 'f', 'd', 'a', 'e', 'b']);
    expect(ids(list)).toEqual(before);
  });

  it('sorting by popularity is ordered, a permutation, and stable for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (counts) => {
        const input = counts.map((salesCount, i) => ({ i, salesCount, createdAt: day(1) }));
        const sorted = sortCampaigns(input, 'popular');
        expect(sorted).toHaveLength(input.length);
        for (let k = 1; k < sorted.length; k++) {
          const [prev, cur] = [sorted[k - 1]!, sorted[k]!];
          expect(prev.salesCount).toBeGreaterThanOrEqual(cur.salesCount);
          if (prev.salesCount === cur.salesCount) expect(prev.i).toBeLessThan(cur.i);
        }
      }),
    );
  });
});

describe('paging', () => {
  it('reveals twelve more per Load more', () => {
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(ALL_VOUCHERS_PAGE_SIZE).toBe(12);
    expect(pageOf(many, 1)).toEqual(many.slice(0, 12));
    expect(pageOf(many, 2)).toHaveLength(24);
    expect(pageOf(many, 3)).toHaveLength(30);
    expect(pageOf(many, 0)).toEqual([]);
    expect(hasMorePages(many, 2)).toBe(true);
    expect(hasMorePages(many, 3)).toBe(false);
  });

  it('keeps the constants of docs/product.md', () => {
    expect(HOME_TAB_CARDS).toBe(4);
    expect(CAMPAIGN_LIST_LIMIT).toBe(1000);
  });
});

describe('image strip', () => {
  it('repeats short lists to at least six slides', () => {
    expect(stripSlides(['a'])).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
    expect(stripSlides(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(stripSlides([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stripSlides([])).toEqual([]);
    expect(stripSlides([1, 2], 3)).toEqual([1, 2, 1, 2]);
  });

  it('always reaches the minimum with whole copies', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (items) => {
        const slides = stripSlides(items);
        expect(slides.length).toBeGreaterThanOrEqual(6);
        expect(slides.length % items.length).toBe(0);
        expect(slides.slice(0, items.length)).toEqual(items);
      }),
    );
  });

  it('shuffles into a permutation driven by the random source', () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffled([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.double({ min: 0, max: 0.999, noNaN: true }), (a, r) => {
        expect([...shuffled(a, () => r)].sort()).toEqual([...a].sort());
      }),
    );
  });

  it('shows 2 to 6 strip images by width', () => {
    expect(stripSlidesPerView(320)).toBe(2);
    expect(stripSlidesPerView(767)).toBe(2);
    expect(stripSlidesPerView(768)).toBe(3);
    expect(stripSlidesPerView(991)).toBe(3);
    expect(stripSlidesPerView(992)).toBe(4);
    expect(stripSlidesPerView(1199)).toBe(4);
    expect(stripSlidesPerView(1200)).toBe(5);
    expect(stripSlidesPerView(1549)).toBe(5);
    expect(stripSlidesPerView(1550)).toBe(6);
    expect(stripSlidesPerView(3000)).toBe(6);
  });

  it('shows 1 to 4 tab cards by width', () => {
    expect(tabCardsPerView(767)).toBe(1);
    expect(tabCardsPerView(768)).toBe(2);
    expect(tabCardsPerView(992)).toBe(3);
    expect(tabCardsPerView(1199)).toBe(3);
    expect(tabCardsPerView(1200)).toBe(4);
    expect(tabCardsPerView(1600)).toBe(4);
  });

  it('never shows fewer items on a wider screen', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(stripSlidesPerView(lo)).toBeLessThanOrEqual(stripSlidesPerView(hi));
        expect(tabCardsPerView(lo)).toBeLessThanOrEqual(tabCardsPerView(hi));
      }),
    );
  });
});

describe('categories', () => {
  it('hides the unlocked-rewards category from the filter', () => {
    expect(isHiddenCategory({ name: 'Rewards unlocked' })).toBe(true);
    expect(isHiddenCategory({ name: 'Treats', widget: 'unlocked' })).toBe(true);
    expect(isHiddenCategory({ name: 'Food & Drink', widget: null })).toBe(false);
    expect(isHiddenCategory({ name: 'Rewards', widget: 'featured' })).toBe(false);
    const cats = [{ name: 'Food' }, { name: 'Rewards unlocked' }, { name: 'Spa' }];
    expect(filterCategories(cats).map((c) => c.name)).toEqual(['Food', 'Spa']);
  });
});

describe('the home lists of one viewer', () => {
  const withLevels = list.map((c) => ({
    ...c,
    viewerLevel: c.id === 'b' || c.id === 'd' ? ('complete' as const) : (2 as const),
  }));

  it('fills each tab by its rule: 1 Newest, 2 Featured, 3 Trending, 4 Value', () => {
    const lists = homeLists(list);
    expect(ids(lists.tabs[HOME_TABS.newest])).toEqual(['c', 'f', 'd', 'a', 'e']);
    expect(ids(lists.tabs[HOME_TABS.featured])).toEqual(['e']);
    expect(ids(lists.tabs[HOME_TABS.trending])).toEqual(['b', 'f', 'd', 'a', 'c']);
    expect(ids(lists.tabs[HOME_TABS.value])).toEqual(['e', 'c', 'a', 'f', 'd']);
    expect(lists.topPick?.id).toBe('d');
    expect(ids(lists.strip)).toEqual(ids(list));
  });

  it("leaves the customer's completed ladders out of every list, top pick included", () => {
    const lists = homeLists(withLevels);
    expect(lists.topPick?.id).toBe('f');
    expect(ids(lists.strip)).toEqual(['a', 'c', 'e', 'f']);
    expect(ids(lists.tabs[HOME_TABS.trending])).toEqual(['f', 'a', 'c', 'e']);
    expect(ids(lists.tabs[HOME_TABS.newest])).toEqual(['c', 'f', 'a', 'e']);
  });

  it('reads creation times from the API as ISO strings too', () => {
    const fromApi = list.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }));
    expect(ids(homeLists(fromApi).tabs[HOME_TABS.newest])).toEqual(['c', 'f', 'd', 'a', 'e']);
  });

  it('shows four cards per tab at most', () => {
    expect(homeTabCards([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(homeTabCards([1, 2])).toEqual([1, 2]);
  });

  it('never lists a completed ladder and keeps every other campaign on the strip', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            salesCount: fc.nat(100),
            featured: fc.boolean(),
            topPick: fc.boolean(),
            step3: fc.integer({ min: 10, max: 90 }),
            day: fc.integer({ min: 1, max: 28 }),
            level: fc.constantFrom(1 as const, 2 as const, 3 as const, 'complete' as const),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const input = rows
            .map((r, i) =>
              aCampaign({ ...r, id: `c${i}`, createdAt: day(r.day), discounts: [5, 10, r.step3] }),
            )
            .map((c, i) => ({ ...c, viewerLevel: rows[i]!.level }));
          const lists = homeLists(input);
          const all = [lists.topPick, ...lists.strip, ...Object.values(lists.tabs).flat()];
          expect(all.every((c) => c === undefined || c.viewerLevel !== 'complete')).toBe(true);
          expect(lists.strip).toHaveLength(rows.filter((r) => r.level !== 'complete').length);
          for (const tab of [HOME_TABS.newest, HOME_TABS.trending, HOME_TABS.value]) {
            expect(lists.tabs[tab].length).toBeLessThanOrEqual(5);
          }
        },
      ),
    );
  });
});

describe('unlockedCampaigns', () => {
  type U = {
    id: string;
    salesCount: number;
    createdAt: string;
    viewerLevel?: 1 | 2 | 3 | 'complete';
  };
  const u = (
    id: string,
    day: number,
    salesCount: number,
    viewerLevel: U['viewerLevel'] = 2,
  ): U => ({
    id,
    salesCount,
    createdAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    viewerLevel,
  });

  it('keeps only campaigns with a higher step open (level 2 or 3)', () => {
    const list = [
      u('one', 1, 1, 1),
      u('two', 2, 1, 2),
      u('three', 3, 1, 3),
      u('done', 4, 1, 'complete'),
      { ...u('visitor', 5, 1), viewerLevel: undefined },
    ];
    expect(unlockedCampaigns(list).map((c) => c.id)).toEqual(['three', 'two']);
  });

  it('puts the newest four first, then the four most popular others, then the rest newest first, at most 12', () => {
    // 15 unlocked campaigns: day n, sales 100 - n for the first ten, 1000 + n for the last five.
    const list = Array.from({ length: 15 }, (_, i) =>
      u(`c${i + 1}`, i + 1, i < 10 ? 100 - i : 1000 + i),
    );
    const got = unlockedCampaigns(list).map((c) => c.id);
    expect(got).toHaveLength(12);
    // Newest: c15..c12; then most popular of the rest: c11, then c1, c2, c3 (sales 100, 99, 98).
    expect(got.slice(0, 4)).toEqual(['c15', 'c14', 'c13', 'c12']);
    expect(got.slice(4, 8)).toEqual(['c11', 'c1', 'c2', 'c3']);
    expect(got.slice(8)).toEqual(['c10', 'c9', 'c8', 'c7']);
  });

  it('never repeats a campaign and never exceeds the grid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 300 }),
            sales: fc.nat(50),
            level: fc.constantFrom(1, 2, 3, 'complete' as const),
          }),
          { maxLength: 40 },
        ),
        (rows) => {
          const list = rows.map((r, i) => u(`c${i}`, r.day, r.sales, r.level as U['viewerLevel']));
          const got = unlockedCampaigns(list);
          const open = list.filter((c) => c.viewerLevel === 2 || c.viewerLevel === 3);
          expect(new Set(got.map((c) => c.id)).size).toBe(got.length);
          expect(got.length).toBe(Math.min(12, open.length));
        },
      ),
    );
  });
});
