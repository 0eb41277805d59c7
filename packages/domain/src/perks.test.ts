import { describe, expect, it } from 'vitest';
import {
  PERK_COMPANIES_REQUIRED,
  PERK_DATE_INVALID,
  PERK_END_BEFORE_START,
  PERK_LINK_INVALID,
  PERK_LINK_OR_CODE,
  PERK_TITLE_REQUIRED,
  SITE_GIFTING_FEE_RANGE,
} from './messages';
import { perkDays, perkFormSchema, perkInstants, perkStatus, siteGiftingFeeRefusal } from './perks';
import { firstError } from './validation/shared';

const form = { title: 'Card reader', partner: 'Tillr', url: 'https://tillr.example/offer' };

describe('the gifting price', () => {
  it('is whole pence from £0 to £50', () => {
    expect(siteGiftingFeeRefusal(0)).toBeNull();
    expect(siteGiftingFeeRefusal(5000)).toBeNull();
    expect(siteGiftingFeeRefusal(5001)).toBe(SITE_GIFTING_FEE_RANGE);
    expect(siteGiftingFeeRefusal(-1)).toBe(SITE_GIFTING_FEE_RANGE);
    expect(siteGiftingFeeRefusal(1.5)).toBe(SITE_GIFTING_FEE_RANGE);
  });
});

describe('the perk form', () => {
  it('needs a title, a partner and a link or a code', () => {
    expect(firstError(perkFormSchema, { ...form, title: ' ' })).toBe(PERK_TITLE_REQUIRED);
    expect(firstError(perkFormSchema, { ...form, url: '' })).toBe(PERK_LINK_OR_CODE);
    expect(firstError(perkFormSchema, { ...form, url: '', code: 'STEPUP10' })).toBeNull();
    expect(firstError(perkFormSchema, form)).toBeNull();
  });

  it('takes only https links', () => {
    expect(firstError(perkFormSchema, { ...form, url: 'http://tillr.example' })).toBe(
      PERK_LINK_INVALID,
    );
    expect(firstError(perkFormSchema, { ...form, url: 'javascript:alert(1)' })).toBe(
      PERK_LINK_INVALID,
    );
  });

  it('checks the dates and the chosen companies', () => {
    expect(firstError(perkFormSchema, { ...form, startsOn: '2026-02-30' })).toBe(PERK_DATE_INVALID);
    expect(
      firstError(perkFormSchema, { ...form, startsOn: '2026-05-02', endsOn: '2026-05-01' }),
    ).toBe(PERK_END_BEFORE_START);
    expect(firstError(perkFormSchema, { ...form, audience: 'chosen' })).toBe(
      PERK_COMPANIES_REQUIRED,
    );
    expect(firstError(perkFormSchema, { ...form, audience: 'chosen', companyIds: ['c1'] })).toBe(
      null,
    );
  });
});

describe('a perk’s days', () => {
  it('are UK days, both included, stored as UTC instants', () => {
    // Summer: UK midnight is 23:00 UTC the day before.
    const { startsAt, endsAt } = perkInstants({ startsOn: '2026-06-01', endsOn: '2026-06-30' });
    expect(startsAt!.toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(endsAt!.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(perkDays({ startsAt, endsAt })).toEqual({
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
    });
    expect(perkDays({ startsAt: null, endsAt: null })).toEqual({ startsOn: null, endsOn: null });
  });

  it('make a perk scheduled, live or ended; off whatever its dates when hidden', () => {
    const perk = {
      enabled: true,
      ...perkInstants({ startsOn: '2026-06-01', endsOn: '2026-06-30' }),
    };
    expect(perkStatus(perk, new Date('2026-05-31T22:59:59Z'))).toBe('scheduled');
    expect(perkStatus(perk, new Date('2026-05-31T23:00:00Z'))).toBe('live');
    expect(perkStatus(perk, new Date('2026-06-30T22:59:59Z'))).toBe('live');
    expect(perkStatus(perk, new Date('2026-06-30T23:00:00Z'))).toBe('ended');
    expect(perkStatus({ ...perk, enabled: false }, new Date('2026-06-10T12:00:00Z'))).toBe('off');
    expect(perkStatus({ enabled: true, startsAt: null, endsAt: null }, new Date())).toBe('live');
  });
});
