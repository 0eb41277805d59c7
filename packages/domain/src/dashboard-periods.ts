import { ukDateKey, ukDayEnd, ukDayStart } from './uk-time';

// The periods of the dashboards' figures and charts (/admin/dashboard, the company /dashboard).
// A period is whole UK calendar days ending today; its charts count per day, week or month so a
// long period still reads as a few dozen bars. Bucket keys are the UK day a bucket starts on
// ('2026-11-23'), the same text the server's `date_trunc(…, x at time zone 'Europe/London')` gives.

export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
};

/** What a chart's bar stands for: Postgres date_trunc's field names. */
export type DashboardBucket = 'day' | 'week' | 'month';

export interface DashboardRange {
  /** First UK day included ('2026-10-28'). */
  from: string;
  /** Last UK day included: today. */
  to: string;
  bucket: DashboardBucket;
  /** The instants the days begin and end (exclusive), for the queries. */
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** A calendar day key moved by whole days (calendar arithmetic, no clock involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of a day's week (weeks start on Monday, as Postgres' date_trunc('week') does). */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

function addMonths(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The bucket a UK day falls in. */
export function bucketOf(day: string, bucket: DashboardBucket): string {
  return bucket === 'day' ? day : bucket === 'week' ? weekStart(day) : monthStart(day);
}

/**
 * The days a period covers at `now`: the last 7, 30 or 90 UK days (today included), counted per
 * day (per week for 90 days); or the last 12 months counted per month, starting on the first of
 * the month eleven months back so every bar is a calendar month (the last one so far).
 */
export function dashboardRange(period: DashboardPeriod, now: Date): DashboardRange {
  const to = ukDateKey(now);
  const from =
    period === '12m'
      ? addMonths(monthStart(to), -11)
      : addDays(to, -({ '7d': 7, '30d': 30, '90d': 90 } as const)[period] + 1);
  const bucket: DashboardBucket = period === '12m' ? 'month' : period === '90d' ? 'week' : 'day';
  return { from, to, bucket, start: ukDayStart(from)!, end: ukDayEnd(to)! };
}

/** Every bucket of a range in order, so a quiet day still has its (empty) bar. */
export function dashboardBuckets(range: Pick<DashboardRange, 'from' | 'to' | 'bucket'>): string[] {
  const keys: string[] = [];
  let key = bucketOf(range.from, range.bucket);
  while (key <= range.to) {
    keys.push(key);
    key =
      range.bucket === 'day'
        ? addDays(key, 1)
        : range.bucket === 'week'
          ? addDays(key, 7)
          : addMonths(key, 1);
  }
  return keys;
}

/**
 * Rows counted per bucket by the database, laid over every bucket of the range: a bucket with no
 * row gets `empty`, and rows outside the range are dropped.
 */
export function fillBuckets<T extends { bucket: string }>(
  keys: readonly string[],
  rows: readonly T[],
  empty: Omit<T, 'bucket'>,
): T[] {
  const byKey = new Map(rows.map((row) => [row.bucket, row]));
  return keys.map((bucket) => byKey.get(bucket) ?? ({ ...empty, bucket } as T));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How a bucket reads under its bar: '5 Nov', 'w/c 3 Nov' (week commencing) or 'Nov 2026'. */
export function bucketLabel(key: string, bucket: DashboardBucket): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  if (bucket === 'month') return `${month} ${y}`;
  return `${bucket === 'week' ? 'w/c ' : ''}${d} ${month}`;
}

/** Redeemed over sold as a whole percentage; null when nothing was sold. */
export function redemptionRatePercent(redeemed: number, sold: number): number | null {
  return sold > 0 ? Math.round((redeemed / sold) * 100) : null;
}
