import { describe, expect, it } from 'vitest';
import {
  changedFields,
  interactionLogActionLabel,
  interactionLogActorLabel,
  interactionLogChanges,
  interactionLogCsv,
  interactionLogTargetLabel,
} from './interaction-log';

describe('the interaction log', () => {
  it('names every action written today, and shows an unknown one by its code', () => {
    expect(interactionLogActionLabel('company.deny')).toBe('Company denied');
    expect(interactionLogActionLabel('campaign.top-pick-on')).toBe('Campaign made a top pick');
    expect(interactionLogActionLabel('payment.dispute_lost')).toBe('Dispute lost');
    expect(interactionLogActionLabel('customer.merged')).toBe('customer.merged');
    expect(interactionLogActionLabel('toString')).toBe('toString');
    expect(interactionLogTargetLabel('payment')).toBe('Payment');
    expect(interactionLogTargetLabel('perk')).toBe('Perk');
    expect(interactionLogTargetLabel('widget')).toBe('widget');
    expect(interactionLogActorLabel('provider')).toBe('Card provider');
    expect(interactionLogActorLabel('ana@example.com')).toBe('ana@example.com');
  });

  it('keeps only the fields a change altered, instants as ISO text', () => {
    const now = new Date('2026-07-01T08:05:00Z');
    expect(
      changedFields(
        { status: 'pending', isActive: false, rejectionReason: null, name: 'Spring' },
        { status: 'live', isActive: true, approvedAt: now, rejectionReason: null },
      ),
    ).toEqual({
      before: { status: 'pending', isActive: false, approvedAt: null },
      after: { status: 'live', isActive: true, approvedAt: '2026-07-01T08:05:00.000Z' },
    });
  });

  it('reads before → after in words, UK time for instants', () => {
    expect(
      interactionLogChanges({
        reason: 'x',
        before: { status: 'pending', frozen: false, approvedAt: null },
        after: { status: 'live', frozen: true, approvedAt: '2026-07-01T08:05:00.000Z' },
      }),
    ).toEqual([
      'Status: pending → live',
      'Frozen: No → Yes',
      'Approved on: none → 1 July 2026 at 09:05',
    ]);
    expect(
      interactionLogChanges({
        before: { refundedOrPendingPence: 0, voucherCancelled: false, disputeStatus: null },
        after: { refundedOrPendingPence: 4250, voucherCancelled: true, disputeStatus: 'open' },
      }),
    ).toEqual([
      'Refunded or asked for: £0.00 → £42.50',
      'Voucher cancelled: No → Yes',
      'Dispute: none → open',
    ]);
    expect(interactionLogChanges({ refundId: 'r1' })).toEqual([]);
    // A malformed amount is shown as kept rather than break the screen.
    expect(
      interactionLogChanges({ before: { amountPence: 1.5 }, after: { amountPence: 'x' } }),
    ).toEqual(['amountPence: 1.5 → x']);
    expect(interactionLogChanges(null)).toEqual([]);
  });

  it('exports a CSV a spreadsheet cannot run as a formula', () => {
    const csv = interactionLogCsv([
      {
        id: 'log_1',
        at: '2026-07-01T08:05:00Z',
        actorUserId: 'u1',
        actorLabel: 'ana@example.com',
        action: 'company.deny',
        targetType: 'company',
        targetId: 'co_1',
        data: {
          reason: '=HYPERLINK("x")',
          before: { status: 'pending' },
          after: { status: 'denied' },
        },
      },
      {
        id: 'log_2',
        at: '2026-07-01T09:00:00Z',
        actorUserId: null,
        actorLabel: 'provider',
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: 'pay_1',
        data: { amountPence: 1250 },
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'date,actor,actorId,action,actionCode,targetType,targetId,changes,amount,reason,entryId',
    );
    expect(lines[1]).toBe(
      `01/07/2026 09:05,ana@example.com,u1,Company denied,company.deny,company,co_1,Status: pending → denied,,"'=HYPERLINK(""x"")",log_1`,
    );
    expect(lines[2]).toBe(
      '01/07/2026 10:00,provider,,Payment refunded,payment.refunded,payment,pay_1,,12.50,,log_2',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
