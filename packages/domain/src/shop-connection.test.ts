import { describe, expect, it } from 'vitest';
import { SHOP_ADDRESS_HTTPS, SHOP_ADDRESS_INVALID, SHOP_ADDRESS_REQUIRED } from './messages';
import { penceToDecimalPounds, shopAddressOf } from './shop-connection';

describe('shop address', () => {
  it('takes https addresses without a trailing slash, and local http only outside production', () => {
    const prod = { allowLocalHttp: false };
    expect(shopAddressOf(' https://Shop.Example.co.uk/ ', prod)).toEqual({
      url: 'https://shop.example.co.uk',
    });
    expect(shopAddressOf('https://example.com/store/', prod)).toEqual({
      url: 'https://example.com/store',
    });
    expect(shopAddressOf('http://shop.example.com', prod)).toEqual({ problem: SHOP_ADDRESS_HTTPS });
    expect(shopAddressOf('http://127.0.0.1:8080', prod)).toEqual({ problem: SHOP_ADDRESS_HTTPS });
    expect(shopAddressOf('http://127.0.0.1:8080', { allowLocalHttp: true })).toEqual({
      url: 'http://127.0.0.1:8080',
    });
    expect(shopAddressOf('', prod)).toEqual({ problem: SHOP_ADDRESS_REQUIRED });
    expect(shopAddressOf('https://shop', prod)).toEqual({ problem: SHOP_ADDRESS_INVALID });
    expect(shopAddressOf('https://shop.test/?a=1', prod)).toEqual({
      problem: SHOP_ADDRESS_INVALID,
    });
  });

  it('writes pence as the decimal pounds shop APIs take', () => {
    expect(penceToDecimalPounds(2500)).toBe('25.00');
    expect(penceToDecimalPounds(1005)).toBe('10.05');
    expect(penceToDecimalPounds(99)).toBe('0.99');
  });
});
