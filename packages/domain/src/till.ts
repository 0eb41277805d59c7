// The till (/redeem on the business site, ADR 039): how many recent redemptions it lists, how a
// code is shown in that list, how long it waits for the server, and when a retried "Mark as used"
// that the server answers "already used" is shown as this till's own success.

/** How many of the company's latest redemptions the till lists under the code field. */
export const TILL_RECENT_LIMIT = 15;
/** How long the till waits for an answer before saying so and offering "Try again". */
export const TILL_REQUEST_TIMEOUT_MS = 10_000;
/** A retry finding the voucher used by this member at the till this recently was their own use. */
export const TILL_OWN_RETRY_WINDOW_MS = 60_000;

/**
 * A code as the recent list shows it: only its last four symbols (7KQ2-M9XD-4T → ••••-••XD-4T),
 * so a list left on a counter-facing tablet gives no one a usable code.
 */
export function maskVoucherCode(code: string): string {
  const symbols = code.replace(/-/g, '');
  const shown = symbols.slice(-4);
  const hidden = '•'.repeat(Math.max(0, symbols.length - shown.length));
  const all = hidden + shown;
  return all.length === 10 ? `${all.slice(0, 4)}-${all.slice(4, 8)}-${all.slice(8)}` : all;
}

export interface TillRecentUse {
  /** Masked, as the recent list answers it. */
  code: string;
  usedAt: string;
  channel: 'till' | 'shop' | 'api';
  byYou: boolean;
}

/**
 * The retry rule (ADR 039): "Mark as used" was pressed, its answer never came (timed out or the
 * connection dropped), and the retry answered "already used". It was this till's own first press
 * that went through when the company's recent redemptions hold this code used at the till by the
 * same member, no earlier than that first press and within TILL_OWN_RETRY_WINDOW_MS of now. Then
 * the till shows "marked as used"; otherwise it shows the refusal.
 */
export function isOwnEarlierUse(
  recent: readonly TillRecentUse[],
  code: string,
  firstPressedAt: Date,
  now: Date,
): boolean {
  const masked = maskVoucherCode(code);
  return recent.some((use) => {
    const at = Date.parse(use.usedAt);
    return (
      use.code === masked &&
      use.channel === 'till' &&
      use.byYou &&
      at >= firstPressedAt.getTime() - 1_000 &&
      now.getTime() - at <= TILL_OWN_RETRY_WINDOW_MS
    );
  });
}
