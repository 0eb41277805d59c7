import { describe, expect, it } from 'vitest';
import { loyaltyFunnel, loyaltyFunnels, median } from './loyalty-funnel';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('loyalty funnel', () => {
  it('counts who came back for step 2 and step 3, with the median days between', () => {
    const funnel = loyaltyFunnel([
      { step1: day(0), step2: day(10), step3: day(40) },
      { step1: day(0), step2: day(4), step3: null },
      { step1: day(5), step2: day(7), step3: day(17) },
      { step1: day(1), step2: null, step3: null },
      { step1: day(2), step2: null, step3: null },
    ]);
    expect(funnel).toEqual({
      step1: 5,
      step2: 3,
      step3: 2,
      medianDays1to2: 4, // 10, 4, 2
      medianDays2to3: 20, // 30 and 10
    });
  });

  it('counts no return that came before the step it follows, nor a step 2 without step 1', () => {
    const funnel = loyaltyFunnel([
      { step1: day(10), step2: day(3), step3: day(20) },
      { step1: null, step2: day(3), step3: day(4) },
    ]);
    expect(funnel).toEqual({
      step1: 1,
      step2: 0,
      step3: 0,
      medianDays1to2: null,
      medianDays2to3: null,
    });
  });

  it('rounds the median days to one decimal', () => {
    const funnel = loyaltyFunnel([
      { step1: day(0), step2: new Date(day(1).getTime() + 6 * 3_600_000), step3: null },
    ]);
    expect(funnel.medianDays1to2).toBe(1.3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('groups query rows per campaign and keeps each customer’s first purchase of a step', () => {
    const funnels = loyaltyFunnels([
      { campaignId: 'a', customer: 'u1', step: 1, firstAt: day(0) },
      { campaignId: 'a', customer: 'u1', step: 2, firstAt: day(6) },
      { campaignId: 'a', customer: 'u2', step: 1, firstAt: day(1) },
      { campaignId: 'b', customer: 'u1', step: 1, firstAt: day(9) },
      { campaignId: 'b', customer: 'u1', step: 4, firstAt: day(9) },
    ]);
    expect(funnels.get('a')).toMatchObject({ step1: 2, step2: 1, medianDays1to2: 6 });
    expect(funnels.get('b')).toMatchObject({ step1: 1, step2: 0 });
  });
});
