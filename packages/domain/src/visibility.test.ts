import { describe, it, expect } from 'vitest';
import { aCampaign } from './campaign-fixture';
import {
  hideCompletedLadders,
  isCampaignVisible,
  levelsByCampaign,
  visibleCampaigns,
} from './visibility';

const customer = { isTester: false };
const tester = { isTester: true };

describe('isCampaignVisible', () => {
  it('shows a live, active, unfrozen campaign with budget', () => {
    expect(isCampaignVisible(aCampaign(), customer)).toBe(true);
  });

  it.each(['pending', 'rejected', 'cancelled', 'ended'] as const)('hides a %s campaign', (s) => {
    expect(isCampaignVisible(aCampaign({ status: s }), tester)).toBe(false);
  });

  it('hides inactive and frozen campaigns', () => {
    expect(isCampaignVisible(aCampaign({ isActive: false }), customer)).toBe(false);
    expect(isCampaignVisible(aCampaign({ frozen: true }), customer)).toBe(false);
  });

  it('shows test-mode campaigns to testers only', () => {
    expect(isCampaignVisible(aCampaign({ testMode: true }), customer)).toBe(false);
    expect(isCampaignVisible(aCampaign({ testMode: true }), tester)).toBe(true);
  });

  it('needs some step able to sell the first face value', () => {
    const faces = { faceValuesPence: [2500, 5000, 10000] as [number, number, number] };
    expect(
      isCampaignVisible(aCampaign({ ...faces, salesValueLeftPence: [2499, 0, 100] }), customer),
    ).toBe(false);
    expect(
      isCampaignVisible(aCampaign({ ...faces, salesValueLeftPence: [0, 0, 2500] }), customer),
    ).toBe(true);
  });

  it('filters a list', () => {
    const list = [aCampaign({ id: 'a' }), aCampaign({ id: 'b', frozen: true })];
    expect(visibleCampaigns(list, customer).map((c) => c.id)).toEqual(['a']);
  });
});

describe('hideCompletedLadders', () => {
  it('drops campaigns whose ladder the customer completed and keeps order', () => {
    const list = ['a', 'b', 'c'].map((id) => aCampaign({ id }));
    expect(hideCompletedLadders(list, new Set(['b'])).map((c) => c.id)).toEqual(['a', 'c']);
    expect(hideCompletedLadders(list, []).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('levelsByCampaign', () => {
  it("derives each campaign's level from the steps bought, ignoring custom offers", () => {
    const levels = levelsByCampaign([
      { campaignId: 'done', step: 1 },
      { campaignId: 'done', step: 2 },
      { campaignId: 'done', step: 3 },
      { campaignId: 'two', step: 1 },
      { campaignId: 'custom', step: 4 },
      { campaignId: 'gap', step: 2 },
    ]);
    expect(levels.get('done')).toBe('complete');
    expect(levels.get('two')).toBe(2);
    expect(levels.get('custom')).toBe(1);
    expect(levels.get('gap')).toBe(1);
    expect(levels.has('never')).toBe(false);
  });
});
