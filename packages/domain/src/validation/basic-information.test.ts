import { describe, it, expect } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  INVALID_FORMAT,
  IMAGE_TOO_SMALL,
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
} from '../messages';
import {
  basicInformationSchema,
  checkImageSize,
  isValidUkPhone,
  isValidWebsite,
  normaliseCompanyNumber,
  normalisePostcode,
} from './basic-information';
import { fieldErrors, firstError } from './shared';

describe('checkImageSize', () => {
  it('needs a logo of at least 100×100', () => {
    expect(checkImageSize('logo', { width: 100, height: 100 })).toBeNull();
    expect(checkImageSize('logo', { width: 99, height: 100 })).toBe(LOGO_TOO_SMALL);
    expect(checkImageSize('logo', { width: 100, height: 99 })).toBe(LOGO_TOO_SMALL);
  });

  it('needs primary and voucher images of at least 540×270', () => {
    for (const kind of ['primary', 'voucher'] as const) {
      expect(checkImageSize(kind, { width: 540, height: 270 })).toBeNull();
      expect(checkImageSize(kind, { width: 539, height: 270 })).toBe(IMAGE_TOO_SMALL);
      expect(checkImageSize(kind, { width: 540, height: 269 })).toBe(IMAGE_TOO_SMALL);
    }
  });

  it('caps every image at 4096×2160', () => {
    for (const kind of ['logo', 'primary', 'voucher'] as const) {
      expect(checkImageSize(kind, { width: 4096, height: 2160 })).toBeNull();
      expect(checkImageSize(kind, { width: 4097, height: 2160 })).toBe(IMAGE_TOO_LARGE);
      expect(checkImageSize(kind, { width: 4096, height: 2161 })).toBe(IMAGE_TOO_LARGE);
    }
  });
});

describe('website', () => {
  it.each([
    'http://shop.co.uk',
    'https://www.bean-there.com/menu?x=1',
    'HTTPS://Shop.example:8443',
  ])('accepts %s', (url) => expect(isValidWebsite(url)).toBe(true));

  it.each([
    'www.shop.co.uk',
    'ftp://shop.co.uk',
    'https://',
    'https://localhost',
    'http://a b.com',
    '',
  ])('refuses %j', (url) => expect(isValidWebsite(url)).toBe(false));

  it('reports the texts of docs/product.md', () => {
    expect(INVALID_WEBSITE_FORMAT).toBe('Invalid website format');
    expect(firstError(basicInformationSchema, { tradingName: '', website: 'x' })).toBe(
      INVALID_TRADING_NAME,
    );
    expect(firstError(basicInformationSchema, { tradingName: 'Bean', website: 'shop.com' })).toBe(
      INVALID_WEBSITE_FORMAT,
    );
    expect(
      firstError(basicInformationSchema, { tradingName: 'Bean', website: 'https://bean.co.uk' }),
    ).toBeNull();
  });
});

describe('compliance and contact data', () => {
  it('reads Companies House numbers and UK postcodes as they are written', () => {
    expect(normaliseCompanyNumber('0123 4567')).toBe('01234567');
    expect(normaliseCompanyNumber('sc123456')).toBe('SC123456');
    expect(normaliseCompanyNumber('1234567')).toBeNull();
    expect(normaliseCompanyNumber('ABC12345')).toBeNull();
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('M1 1AE')).toBe('M1 1AE');
    expect(normalisePostcode('12345')).toBeNull();
    expect(isValidUkPhone('020 7946 0000')).toBe(true);
    expect(isValidUkPhone('+44 20 7946 0000')).toBe(true);
    expect(isValidUkPhone('12345')).toBe(false);
  });

  it("keeps blanks as null and refuses malformed optional fields with 'Invalid format'", () => {
    const parsed = basicInformationSchema.parse({
      tradingName: ' Bean ',
      website: 'https://bean.co.uk',
      description: '  ',
      registeredNumber: '0123 4567',
      postcode: 'sw1a 1aa',
    });
    expect(parsed).toMatchObject({
      tradingName: 'Bean',
      description: null,
      categoryId: null,
      registeredNumber: '01234567',
      postcode: 'SW1A 1AA',
      contactEmail: null,
    });
    expect(
      fieldErrors(basicInformationSchema, {
        tradingName: 'Bean',
        website: 'https://bean.co.uk',
        registeredNumber: '12',
        postcode: 'nowhere',
        contactEmail: 'a@b.com, c@d.com',
        contactPhone: 'call me',
      }),
    ).toEqual({
      registeredNumber: INVALID_FORMAT,
      postcode: INVALID_FORMAT,
      contactEmail: INVALID_FORMAT,
      contactPhone: INVALID_FORMAT,
    });
  });
});
