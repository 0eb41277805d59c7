import { describe, expect, it } from 'vitest';
import {
  CANCEL_ALREADY_CANCELLED,
  CANCEL_FROZEN,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  CANCEL_USED,
  CANCEL_WINDOW_PASSED,
  REFUND_AMOUNT_INVALID,
  REFUND_NOT_PAID,
  REFUND_NOTHING_LEFT,
} from './messages';
import {
  cancellableUntil,
  companyCancelRefusal,
  customerCancelRefusal,
  disputeOutcome,
  refundablePence,
  refundAmountRefusal,
  refundReasonSchema,
} from './refunds';

const paid = new Date('2026-11-01T10:00:00Z');
const DAY = 86_400_000;
const fresh = { paymentDate: paid, usedAt: null, cancelledAt: null, frozenAt: null };

describe('customerCancelRefusal', () => {
  it('allows the buyer up to the instant 14 days after paying, not at it', () => {
    expect(cancellableUntil(paid)).toEqual(new Date(paid.getTime() + 14 * DAY));
    expect(customerCancelRefusal(fresh, new Date(paid.getTime() + 14 * DAY - 1))).toBeNull();
    expect(customerCancelRefusal(fresh, new Date(paid.getTime() + 14 * DAY))).toBe(
      CANCEL_WINDOW_PASSED,
    );
  });

  it('refuses a cancelled, used or disputed voucher, whatever the day', () => {
    const now = new Date(paid.getTime() + DAY);
    expect(customerCancelRefusal({ ...fresh, cancelledAt: now }, now)).toBe(
      CANCEL_ALREADY_CANCELLED,
    );
    expect(customerCancelRefusal({ ...fresh, usedAt: now }, now)).toBe(CANCEL_USED);
    expect(customerCancelRefusal({ ...fresh, frozenAt: now }, now)).toBe(CANCEL_FROZEN);
  });
});

describe('companyCancelRefusal', () => {
  it('has no 14 days, but the same other refusals', () => {
    expect(companyCancelRefusal({ usedAt: null, cancelledAt: null, frozenAt: null })).toBeNull();
    expect(companyCancelRefusal({ usedAt: paid, cancelledAt: null, frozenAt: null })).toBe(
      CANCEL_USED,
    );
    expect(companyCancelRefusal({ usedAt: null, cancelledAt: null, frozenAt: paid })).toBe(
      CANCEL_FROZEN,
    );
  });
});

describe('refundAmountRefusal', () => {
  const payment = { status: 'succeeded', amountCapturedPence: 2500, refundedOrPendingPence: 1000 };

  it('allows any whole amount up to what is neither refunded nor pending', () => {
    expect(refundablePence(payment)).toBe(1500);
    expect(refundAmountRefusal(payment, 1500)).toBeNull();
    expect(refundAmountRefusal(payment, 1)).toBeNull();
    expect(refundAmountRefusal(payment, 1501)).toBe(
      'You can refund at most £15.00, what is left of this payment.',
    );
    expect(refundAmountRefusal(payment, 0)).toBe(REFUND_AMOUNT_INVALID);
    expect(refundAmountRefusal(payment, 10.5)).toBe(REFUND_AMOUNT_INVALID);
  });

  it('refuses an unpaid payment and one refunded in full', () => {
    expect(refundAmountRefusal({ ...payment, status: 'created' }, 100)).toBe(REFUND_NOT_PAID);
    expect(refundAmountRefusal({ ...payment, refundedOrPendingPence: 2500 }, 100)).toBe(
      REFUND_NOTHING_LEFT,
    );
  });
});

describe('refundReasonSchema', () => {
  it('wants 3 to 500 characters after trimming', () => {
    expect(refundReasonSchema.parse('  Closed  ')).toBe('Closed');
    expect(refundReasonSchema.safeParse(' ab ').error?.issues[0]?.message).toBe(
      CANCEL_REASON_REQUIRED,
    );
    expect(refundReasonSchema.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe(
      CANCEL_REASON_TOO_LONG,
    );
  });
});

describe('disputeOutcome', () => {
  it("maps the provider's statuses: lost, won (an inquiry closed counts as won), else open", () => {
    expect(disputeOutcome('lost')).toBe('lost');
    expect(disputeOutcome('won')).toBe('won');
    expect(disputeOutcome('warning_closed')).toBe('won');
    for (const open of ['needs_response', 'under_review', 'warning_needs_response']) {
      expect(disputeOutcome(open)).toBe('open');
    }
  });
});
