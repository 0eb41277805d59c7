import { describe, expect, it } from 'vitest';
import { myshopifyDomain } from './shopify';

describe('myshopifyDomain', () => {
  it('takes the name, the domain or its https address', () => {
    for (const typed of [
      'first-bakery',
      'First-Bakery.myshopify.com',
      ' https://first-bakery.myshopify.com/ ',
    ]) {
      expect(myshopifyDomain(typed)).toBe('first-bakery.myshopify.com');
    }
  });

  it('refuses other hosts, paths, ports and look-alikes', () => {
    for (const typed of [
      '',
      'https://shop.example',
      'first-bakery.myshopify.com.evil.test',
      'https://first-bakery.myshopify.com/admin',
      'https://first-bakery.myshopify.com:8443',
      'https://first-bakery.myshopify.com?x=1',
      'evil.test/first-bakery.myshopify.com',
      '-bad.myshopify.com',
    ]) {
      expect(myshopifyDomain(typed)).toBeNull();
    }
  });
});
