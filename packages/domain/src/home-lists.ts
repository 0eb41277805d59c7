import type { CampaignFacts } from './campaign';
import type { LoyaltyLevel } from './loyalty';

export const HOME_LIST_SIZE = 5;
export const UNLOCKED_LIST_SIZE = 4;
export const UNLOCKED_GRID_SLOTS = 12;
export const ALL_VOUCHERS_PAGE_SIZE = 12;
export const HOME_TAB_CARDS = 4;
export const CAMPAIGN_LIST_LIMIT = 1000;
export const STRIP_MIN_SLIDES = 6;
export const BREAKPOINTS = [768, 992, 1200, 1550] as const;

/** Home tabs by the numbers of docs/product.md; Featured (2) is the default. */
export const HOME_TABS = { newest: 1, featured: 2, trending: 3, value: 4 } as const;
export const DEFAULT_HOME_TAB = HOME_TABS.featured;

type Popular = Pick<CampaignFacts, 'salesCount'>;
/** A Date on the server; the ISO-8601 string of the API on the sites. */
type Dated = { createdAt: Date | string };
const timeOf = (c: Dated) => new Date(c.createdAt).getTime();

// Array.prototype.sort is stable, so ties keep the order the list arrived in.
function topBy<T>(list: readonly T[], key: (item: T) => number, n: number): T[] {
  return [...list].sort((a, b) => key(b) - key(a)).slice(0, Math.max(0, n));
}

export function mostPopular<T extends Popular>(list: readonly T[], n = HOME_LIST_SIZE): T[] {
  return topBy(list, (c) => c.salesCount, n);
}

/** 'Lower prices' ranks by the deepest (step 3) discount. */
export function lowerPrices<T extends Pick<CampaignFacts, 'discounts'>>(
  list: readonly T[],
  n = HOME_LIST_SIZE,
): T[] {
  return topBy(list, (c) => c.discounts[2], n);
}

export function newest<T extends Dated>(list: readonly T[], n = HOME_LIST_SIZE): T[] {
  return topBy(list, timeOf, n);
}

export function featuredCampaigns<T extends Pick<CampaignFacts, 'featured'>>(
  list: readonly T[],
): T[] {
  return list.filter((c) => c.featured);
}

export function topPickCampaign<T extends Pick<CampaignFacts, 'topPick'>>(
  list: readonly T[],
): T | undefined {
  return list.find((c) => c.topPick);
}

export function unlockedNewest<T extends Dated>(list: readonly T[]): T[] {
  return newest(list, UNLOCKED_LIST_SIZE);
}

export function unlockedMostPopular<T extends Popular>(list: readonly T[]): T[] {
  return mostPopular(list, UNLOCKED_LIST_SIZE);
}

/**
 * The Unlocked Vouchers tab (docs/product.md#unlocked-vouchers: the four newest and the four most popular, a grid of 12): the
 * campaigns where this customer has a higher step open (level 2 or 3, ladder not complete). The
 * four newest come first, then the four most popular not already shown, then the rest newest
 * first, so no unlocked discount is hidden while a slot is free; at most 12, each once.
 */
export function unlockedCampaigns<T extends Popular & Dated & { id: string } & HasLevel>(
  list: readonly T[],
): T[] {
  const open = list.filter((c) => c.viewerLevel === 2 || c.viewerLevel === 3);
  const picked = new Map<string, T>();
  const add = (items: readonly T[]) => {
    for (const c of items) if (!picked.has(c.id)) picked.set(c.id, c);
  };
  add(unlockedNewest(open));
  add(unlockedMostPopular(open.filter((c) => !picked.has(c.id))));
  add(newest(open, open.length));
  return [...picked.values()].slice(0, UNLOCKED_GRID_SLOTS);
}

type HasLevel = { viewerLevel?: LoyaltyLevel | undefined };

export type CampaignSort = 'popular' | 'newest';

/** The All Vouchers grid order; returns a new array and keeps ties in their original order. */
export function sortCampaigns<T extends Popular & Dated>(
  list: readonly T[],
  sort: CampaignSort,
): T[] {
  return sort === 'popular' ? mostPopular(list, list.length) : newest(list, list.length);
}

/** What the All Vouchers grid shows after `pagesShown` pages (Load more adds one). */
export function pageOf<T>(list: readonly T[], pagesShown: number): T[] {
  return list.slice(0, Math.max(0, Math.floor(pagesShown)) * ALL_VOUCHERS_PAGE_SIZE);
}

export function hasMorePages(list: readonly unknown[], pagesShown: number): boolean {
  return pageOf(list, pagesShown).length < list.length;
}

/**
 * The image strip loops, so it needs enough slides to fill the widest view: short lists are
 * repeated whole until there are at least `min`. An empty list stays empty.
 */
export function stripSlides<T>(items: readonly T[], min = STRIP_MIN_SLIDES): T[] {
  if (items.length === 0) return [];
  const slides = [...items];
  while (slides.length < min) slides.push(...items);
  return slides;
}

/** Fisher–Yates with an injectable source so the strip's "random order" can be tested. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function breakpointIndex(widthPx: number): number {
  return BREAKPOINTS.filter((bp) => widthPx >= bp).length;
}

/** Strip images per view: 2 below 768 px, then 3, 4, 5 and 6 at each breakpoint. */
export function stripSlidesPerView(widthPx: number): number {
  return 2 + breakpointIndex(widthPx);
}

/** Tab cards per view: 1 below 768 px, then 2, 3, and 4 from 1200 px (never more than 4). */
export function tabCardsPerView(widthPx: number): number {
  return Math.min(HOME_TAB_CARDS, 1 + breakpointIndex(widthPx));
}

export interface CategoryFacts {
  name: string;
  widget?: string | null;
}

/** The unlocked-rewards category is a view of the customer's own vouchers, not a filter. */
export function isHiddenCategory(category: CategoryFacts): boolean {
  return (
    category.name.trim().toLowerCase() === 'rewards unlocked' ||
    category.widget?.trim().toLowerCase() === 'unlocked'
  );
}

export function filterCategories<T extends CategoryFacts>(categories: readonly T[]): T[] {
  return categories.filter((c) => !isHiddenCategory(c));
}

/** The home page's tabbed carousel, by the tab numbers of docs/product.md. */
export type HomeTab = (typeof HOME_TABS)[keyof typeof HOME_TABS];

export interface HomeListFacts extends Popular, Dated {
  id: string;
  featured: boolean;
  topPick: boolean;
  discounts: CampaignFacts['discounts'];
  /** The signed-in customer's level on the campaign's ladder; absent for visitors. */
  viewerLevel?: LoyaltyLevel | undefined;
}

export interface HomeLists<T> {
  topPick: T | undefined;
  /** The moving strip's campaigns (before shuffling and repeating). */
  strip: T[];
  /** Each tab's list: featured all flagged; the others their top five. */
  tabs: Record<HomeTab, T[]>;
}

/**
 * Every list of the home page from the viewer's visible campaigns. Campaigns whose ladder this
 * customer has completed are left out of all of them (docs/product.md#home-page), so the home page only offers
 * what they can still buy at a step; the All Vouchers grid still lists them (custom offers).
 */
export function homeLists<T extends HomeListFacts>(campaigns: readonly T[]): HomeLists<T> {
  const open = campaigns.filter((c) => c.viewerLevel !== 'complete');
  return {
    topPick: topPickCampaign(open),
    strip: open,
    tabs: {
      [HOME_TABS.newest]: newest(open),
      [HOME_TABS.featured]: featuredCampaigns(open),
      [HOME_TABS.trending]: mostPopular(open),
      [HOME_TABS.value]: lowerPrices(open),
    } as Record<HomeTab, T[]>,
  };
}

/** What one home tab shows: its list's first four cards. */
export function homeTabCards<T>(list: readonly T[]): T[] {
  return list.slice(0, HOME_TAB_CARDS);
}
