// The top page-load bar (docs/product.md#page-load-bar): 1% at start, 5% at 0.5 s, 10% at 1 s, 12% at 1.5 s,
// 20% at 2 s and 100% at 2.4 s. A page that has finished loading earlier jumps to 100%.

/** [milliseconds since the load started, percent shown from then on], in time order. */
export const PAGE_LOAD_STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [500, 5],
  [1000, 10],
  [1500, 12],
  [2000, 20],
  [2400, 100],
];

/** The percent the bar shows `elapsedMs` after the load started; 100 once `done`. */
export function pageLoadProgress(elapsedMs: number, done = false): number {
  if (done) return 100;
  let percent = PAGE_LOAD_STEPS[0]![1];
  for (const [at, value] of PAGE_LOAD_STEPS) {
    if (elapsedMs >= at) percent = value;
  }
  return percent;
}

/** Milliseconds from `elapsedMs` until the bar next changes, or null once it is full. */
export function msUntilNextPageLoadStep(elapsedMs: number): number | null {
  const next = PAGE_LOAD_STEPS.find(([at]) => at > elapsedMs);
  return next ? next[0] - elapsedMs : null;
}
