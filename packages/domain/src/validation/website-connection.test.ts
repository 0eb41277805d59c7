import { describe, it, expect } from 'vitest';
import { ACCESS_TOKEN_REQUIRED, INVALID_WEBSITE_FORMAT, WEB_ADDRESS_REQUIRED } from '../messages';
import { firstError } from './shared';
import { websiteConnectionSchema } from './website-connection';

describe('websiteConnectionSchema', () => {
  it('needs a web address and an access token', () => {
    expect(firstError(websiteConnectionSchema, {})).toBe(WEB_ADDRESS_REQUIRED);
    expect(firstError(websiteConnectionSchema, { webAddress: 'https://shop.com' })).toBe(
      ACCESS_TOKEN_REQUIRED,
    );
    expect(firstError(websiteConnectionSchema, { webAddress: 'shop', accessToken: 't' })).toBe(
      INVALID_WEBSITE_FORMAT,
    );
    expect(
      firstError(websiteConnectionSchema, {
        webAddress: 'https://shop.com',
        accessToken: 'shpat_1',
      }),
    ).toBeNull();
  });
});
