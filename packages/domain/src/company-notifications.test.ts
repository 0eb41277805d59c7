import { describe, expect, it } from 'vitest';
import { companyNotificationFormSchema, isValidNotificationLink } from './company-notifications';
import {
  COMPANY_NOTIFICATION_CATEGORY_REQUIRED,
  COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
  COMPANY_NOTIFICATION_LINK_INVALID,
  COMPANY_NOTIFICATION_TITLE_REQUIRED,
  COMPANY_NOTIFICATION_TITLE_TOO_LONG,
} from './messages';
import { fieldErrors } from './validation/shared';

describe('a notification link', () => {
  it('is a full https address', () => {
    expect(isValidNotificationLink('https://stepup.example/guide?x=1#top')).toBe(true);
    expect(isValidNotificationLink(' https://www.shop.co.uk ')).toBe(true);
  });

  it('refuses plain http, other schemes and guesses', () => {
    for (const link of [
      'http://stepup.example',
      'javascript:alert(1)',
      'www.stepup.example',
      'https://localhost',
      'https://stepup.example/a b',
    ])
      expect(isValidNotificationLink(link), link).toBe(false);
  });
});

describe('the company notification form', () => {
  it('needs a message of at most 500 characters (emoji count once)', () => {
    expect(fieldErrors(companyNotificationFormSchema, { title: '  ', audience: 'all' })).toEqual({
      title: COMPANY_NOTIFICATION_TITLE_REQUIRED,
    });
    expect(
      fieldErrors(companyNotificationFormSchema, { title: '🎉'.repeat(500), audience: 'all' }),
    ).toEqual({});
    expect(
      fieldErrors(companyNotificationFormSchema, { title: 'a'.repeat(501), audience: 'all' }),
    ).toEqual({ title: COMPANY_NOTIFICATION_TITLE_TOO_LONG });
  });

  it('checks the link only when one is given', () => {
    expect(
      fieldErrors(companyNotificationFormSchema, { title: 'Hi', link: '', audience: 'all' }),
    ).toEqual({});
    expect(
      fieldErrors(companyNotificationFormSchema, {
        title: 'Hi',
        link: 'ftp://x.com',
        audience: 'all',
      }),
    ).toEqual({ link: COMPANY_NOTIFICATION_LINK_INVALID });
  });

  it('needs companies for a chosen audience and a category for a category audience', () => {
    expect(fieldErrors(companyNotificationFormSchema, { title: 'Hi', audience: 'chosen' })).toEqual(
      {
        companyIds: COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
      },
    );
    expect(
      fieldErrors(companyNotificationFormSchema, { title: 'Hi', audience: 'category' }),
    ).toEqual({ categoryId: COMPANY_NOTIFICATION_CATEGORY_REQUIRED });
    const parsed = companyNotificationFormSchema.parse({
      title: ' Hello ',
      audience: 'chosen',
      companyIds: ['a'],
    });
    expect(parsed).toEqual({
      title: 'Hello',
      link: '',
      audience: 'chosen',
      companyIds: ['a'],
      categoryId: '',
      email: false,
    });
  });
});
