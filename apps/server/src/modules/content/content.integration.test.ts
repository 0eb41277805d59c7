import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/site', () => {
  it('serves the seeded branding, gifting fee and contact facts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'StepUp Vouchers',
      giftingFeePence: 150,
      logoUrl: expect.stringMatching(/^\/files\//),
      contactEmail: expect.stringContaining('@'),
      postalAddress: expect.arrayContaining(['London']),
    });
  });
});
