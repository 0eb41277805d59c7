import { describe, expect, it } from 'vitest';
import {
  availableCampaignActions,
  CAMPAIGN_ALREADY_ENDED,
  CAMPAIGN_ALREADY_SET,
  CAMPAIGN_NOT_LIVE,
  CAMPAIGN_NOT_PENDING,
  campaignAdminActions,
  COMPANY_ALREADY_APPROVED,
  COMPANY_ALREADY_DENIED,
  COMPANY_NOT_APPROVED_FOR_CAMPAIGN,
  decideCampaign,
  decideCompany,
  REVIEW_REASON_REQUIRED,
  REVIEW_REASON_TOO_LONG,
  reviewReasonError,
} from './admin-review';
import type { ReviewedCampaign } from './admin-review';

const now = new Date('2026-11-24T12:00:00Z');
const pending: ReviewedCampaign = {
  status: 'pending',
  featured: false,
  topPick: false,
  frozen: false,
};
const live: ReviewedCampaign = { ...pending, status: 'live' };
const approvedCompany = { companyApproved: true, now };

describe('company decisions', () => {
  it('approves a pending or denied company', () => {
    expect(decideCompany('pending', 'approve')).toEqual({
      ok: true,
      changes: { status: 'approved' },
    });
    expect(decideCompany('denied', 'approve')).toEqual({
      ok: true,
      changes: { status: 'approved' },
    });
    expect(decideCompany('approved', 'approve')).toEqual({
      ok: false,
      message: COMPANY_ALREADY_APPROVED,
    });
  });

  it('denies only with a reason, and not twice', () => {
    expect(decideCompany('pending', 'deny')).toEqual({
      ok: false,
      message: REVIEW_REASON_REQUIRED,
    });
    expect(decideCompany('pending', 'deny', '   ')).toEqual({
      ok: false,
      message: REVIEW_REASON_REQUIRED,
    });
    expect(decideCompany('pending', 'deny', 'No website')).toEqual({
      ok: true,
      changes: { status: 'denied' },
    });
    expect(decideCompany('approved', 'deny', 'Fraud').ok).toBe(true);
    expect(decideCompany('denied', 'deny', 'Again')).toEqual({
      ok: false,
      message: COMPANY_ALREADY_DENIED,
    });
  });

  it('limits the reason to 500 characters', () => {
    expect(reviewReasonError('x'.repeat(500))).toBeNull();
    expect(reviewReasonError('x'.repeat(501))).toBe(REVIEW_REASON_TOO_LONG);
  });
});

describe('campaign rule table', () => {
  it('approves a pending request of an approved company: live, active, approved now', () => {
    expect(decideCampaign(pending, 'approve', approvedCompany)).toEqual({
      ok: true,
      changes: { status: 'live', isActive: true, approvedAt: now, rejectionReason: null },
    });
  });

  it('never puts live a campaign whose company is not approved', () => {
    expect(decideCampaign(pending, 'approve', { companyApproved: false })).toEqual({
      ok: false,
      message: COMPANY_NOT_APPROVED_FOR_CAMPAIGN,
    });
  });

  it('rejects a pending request with its reason, trimmed', () => {
    expect(
      decideCampaign(pending, 'reject', { ...approvedCompany, reason: ' Too vague ' }),
    ).toEqual({
      ok: true,
      changes: { status: 'rejected', isActive: false, rejectionReason: 'Too vague' },
    });
    expect(decideCampaign(pending, 'reject', approvedCompany)).toEqual({
      ok: false,
      message: REVIEW_REASON_REQUIRED,
    });
  });

  it('approves or rejects only pending requests', () => {
    for (const status of ['live', 'rejected', 'cancelled'] as const) {
      for (const action of ['approve', 'reject'] as const) {
        expect(
          decideCampaign({ ...pending, status }, action, { ...approvedCompany, reason: 'r' }),
        ).toEqual({
          ok: false,
          message: CAMPAIGN_NOT_PENDING,
        });
      }
    }
  });

  it('switches featured, top pick and frozen on a live campaign, refusing a no-op', () => {
    expect(decideCampaign(live, 'feature', approvedCompany)).toEqual({
      ok: true,
      changes: { featured: true },
    });
    expect(decideCampaign({ ...live, featured: true }, 'unfeature', approvedCompany)).toEqual({
      ok: true,
      changes: { featured: false },
    });
    expect(decideCampaign(live, 'top-pick-on', approvedCompany)).toEqual({
      ok: true,
      changes: { topPick: true },
    });
    expect(decideCampaign({ ...live, topPick: true }, 'top-pick-off', approvedCompany).ok).toBe(
      true,
    );
    expect(decideCampaign(live, 'freeze', approvedCompany)).toEqual({
      ok: true,
      changes: { frozen: true },
    });
    expect(decideCampaign({ ...live, frozen: true }, 'unfreeze', approvedCompany)).toEqual({
      ok: true,
      changes: { frozen: false },
    });
    expect(decideCampaign(live, 'unfreeze', approvedCompany)).toEqual({
      ok: false,
      message: CAMPAIGN_ALREADY_SET,
    });
  });

  it('ends a live campaign, and an ended one is final', () => {
    expect(decideCampaign(live, 'end', approvedCompany)).toEqual({
      ok: true,
      changes: { status: 'ended', isActive: false, endedAt: now },
    });
    const ended = { ...live, status: 'ended' as const };
    for (const action of campaignAdminActions) {
      expect(decideCampaign(ended, action, { ...approvedCompany, reason: 'r' })).toEqual({
        ok: false,
        message: CAMPAIGN_ALREADY_ENDED,
      });
    }
  });

  it('changes nothing but the review on a pending, rejected or cancelled campaign', () => {
    for (const status of ['pending', 'rejected', 'cancelled'] as const) {
      for (const action of ['feature', 'top-pick-on', 'freeze', 'end'] as const) {
        expect(decideCampaign({ ...pending, status }, action, approvedCompany)).toEqual({
          ok: false,
          message: CAMPAIGN_NOT_LIVE,
        });
      }
    }
  });

  it('lists the actions a review screen offers', () => {
    expect(availableCampaignActions(pending, true)).toEqual(['approve', 'reject']);
    expect(availableCampaignActions(pending, false)).toEqual(['reject']);
    expect(availableCampaignActions({ ...live, featured: true }, true)).toEqual([
      'unfeature',
      'top-pick-on',
      'freeze',
      'end',
    ]);
    expect(availableCampaignActions({ ...live, status: 'ended' }, true)).toEqual([]);
  });
});
