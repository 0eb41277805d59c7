import { describe, expect, it } from 'vitest';
import { fieldErrors } from './shared';
import { webhookEndpointSchema, webhookReceives } from './webhooks';
import { WEBHOOK_EVENT_UNKNOWN, WEBHOOK_URL_INVALID, WEBHOOK_URL_REQUIRED } from '../messages';

describe('webhook settings', () => {
  const valid = { url: 'https://hooks.example.co.uk/in', events: [], enabled: true };

  it('takes an http(s) address, including a local one for development', () => {
    for (const url of [valid.url, 'http://127.0.0.1:4000/hooks', 'https://[::1]:8443/x?y=1'])
      expect(fieldErrors(webhookEndpointSchema, { ...valid, url })).toEqual({});
  });

  it('refuses an empty address, another scheme or credentials in it', () => {
    expect(fieldErrors(webhookEndpointSchema, { ...valid, url: ' ' }).url).toBe(
      WEBHOOK_URL_REQUIRED,
    );
    for (const url of ['ftp://x.test/', 'hooks.example.com', 'https://user:pw@x.test/'])
      expect(fieldErrors(webhookEndpointSchema, { ...valid, url }).url, url).toBe(
        WEBHOOK_URL_INVALID,
      );
  });

  it('takes only known event types, once each; none means every event', () => {
    expect(fieldErrors(webhookEndpointSchema, { ...valid, events: ['voucher.sold'] }).events).toBe(
      WEBHOOK_EVENT_UNKNOWN,
    );
    expect(
      webhookEndpointSchema.parse({ ...valid, events: ['voucher.issued', 'voucher.issued'] })
        .events,
    ).toEqual(['voucher.issued']);
    expect(webhookReceives([], 'voucher.cancelled')).toBe(true);
    expect(webhookReceives(['voucher.redeemed'], 'voucher.cancelled')).toBe(false);
  });
});
