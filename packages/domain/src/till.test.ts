import { describe, expect, it } from 'vitest';
import { isOwnEarlierUse, maskVoucherCode, TILL_OWN_RETRY_WINDOW_MS } from './till';

describe('the till', () => {
  it('shows only the last four symbols of a code', () => {
    expect(maskVoucherCode('7KQ2-M9XD-4T')).toBe('••••-••XD-4T');
  });

  it("counts a retry's 'already used' as the first press's own success only for this member, at the till, since the press and within the window", () => {
    const pressed = new Date('2026-11-26T12:00:00Z');
    const now = new Date('2026-11-26T12:00:20Z');
    const use = {
      code: '••••-••XD-4T',
      usedAt: '2026-11-26T12:00:02Z',
      channel: 'till' as const,
      byYou: true,
    };
    expect(isOwnEarlierUse([use], '7KQ2-M9XD-4T', pressed, now)).toBe(true);
    expect(isOwnEarlierUse([{ ...use, byYou: false }], '7KQ2-M9XD-4T', pressed, now)).toBe(false);
    expect(isOwnEarlierUse([{ ...use, channel: 'shop' }], '7KQ2-M9XD-4T', pressed, now)).toBe(
      false,
    );
    expect(isOwnEarlierUse([use], 'AAAA-BBBB-CC', pressed, now)).toBe(false);
    // Used before this press: someone else's earlier use (or ours for another customer).
    expect(
      isOwnEarlierUse([{ ...use, usedAt: '2026-11-26T11:59:00Z' }], '7KQ2-M9XD-4T', pressed, now),
    ).toBe(false);
    const late = new Date(Date.parse(use.usedAt) + TILL_OWN_RETRY_WINDOW_MS + 1);
    expect(isOwnEarlierUse([use], '7KQ2-M9XD-4T', pressed, late)).toBe(false);
  });
});
