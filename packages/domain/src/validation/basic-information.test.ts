import { describe, it, expect } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
} from '../messages';
import { basicInformationSchema, checkImageSize, isValidWebsite } from './basic-information';
import { firstError } from './shared';

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

  it('reports the spec texts', () => {
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
