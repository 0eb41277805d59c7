import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignDetailSchema,
  campaignListSchema,
  favouriteListSchema,
  favouriteStateSchema,
  sessionSchema,
} from '@stepup/contracts';
import type { CampaignSummary } from '@stepup/contracts';
import { campaigns, demoAccounts, eq, sql } from '@stepup/db';
import { searchCampaigns as domainSearch, WRONG_USER_DATA } from '@stepup/domain';
import { cookiesFrom, newVerifiedCustomer } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let distDir: string;
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Vouchers & Gifting: the site's default description."
    />
    <title>Vouchers &amp; Gifting</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ seed: true, distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const db = () => t.deps.database.db;

async function signIn(email: string, password: string, app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers['set-cookie']);
}

async function campaignIdNamed(name: string): Promise<string> {
  const [row] = await db()
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.name, name));
  expect(row).toBeDefined();
  return row!.id;
}

async function detail(id: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/campaigns/${id}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return campaignDetailSchema.parse(res.json());
}

async function search(q: string, cookie?: string): Promise<CampaignSummary[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/campaigns/search?${new URLSearchParams({ q }).toString()}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return campaignListSchema.parse(res.json()).campaigns;
}

describe('GET /api/campaigns/:id: level and slot statuses', () => {
  it('answers whether the company takes custom offers, and up to what face value', async () => {
    const id = await campaignIdNamed('Brunch Club');
    await db()
      .update(campaigns)
      .set({ customOffersEnabled: false, customOfferMaxFaceValuePence: 50000 })
      .where(eq(campaigns.id, id));
    expect((await detail(id)).customOffers).toEqual({ enabled: false, maxFaceValuePence: 50000 });
    await db()
      .update(campaigns)
      .set({ customOffersEnabled: true, customOfferMaxFaceValuePence: 20000 })
      .where(eq(campaigns.id, id));
    expect((await detail(id)).customOffers).toEqual({ enabled: true, maxFaceValuePence: 20000 });
  });

  it("answers the demo customer's level and the bought steps as slot status 2", async () => {
    const id = await campaignIdNamed('Coffee & Cake for Two');
    const visitor = await detail(id);
    expect(visitor.campaign.viewerLevel).toBeUndefined();
    expect(visitor.slotStatuses).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);

    const cookie = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
    const customer = await detail(id, cookie);
    // The seed's wallet: steps 1 and 2 of this campaign, so the customer buys at step 3.
    expect(customer.campaign.viewerLevel).toBe(3);
    expect(customer.slotStatuses).toEqual([
      [2, 2, 2],
      [2, 2, 2],
      [1, 1, 1],
    ]);
  });

  it("marks slots the step's budget cannot cover as 3, cascading to later steps", async () => {
    const id = await campaignIdNamed('Oyster & Fizz');
    // The seed leaves step 3 exactly the second face value: the third slot cannot sell there.
    expect((await detail(id)).slotStatuses[2]).toEqual([1, 1, 3]);

    const { campaign } = await detail(id);
    const [face1, face2] = campaign.faceValuesPence;
    await db()
      .update(campaigns)
      .set({ salesValueLeft1Pence: face1, salesValueLeft2Pence: campaign.totalValuePence })
      .where(eq(campaigns.id, id));
    // Step 1 can only sell the first slot; steps 2 and 3 cannot sell what step 1 cannot.
    expect((await detail(id)).slotStatuses).toEqual([
      [1, 3, 3],
      [1, 3, 3],
      [1, 3, 3],
    ]);
    expect(face2).toBeGreaterThan(face1);
  });
});

describe('favourites', () => {
  it('refuses visitors (401) and business users (403)', async () => {
    const id = await campaignIdNamed('Brunch Club');
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['PUT', `/api/favourites/${id}`],
      ['DELETE', `/api/favourites/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }

    const business = await buildTestApp({ site: 'business', seed: true });
    try {
      const cookie = await signIn(
        demoAccounts.company.email,
        demoAccounts.company.password,
        business.app,
      );
      const session = await business.app.inject({
        method: 'GET',
        url: '/api/account/session',
        headers: { cookie },
      });
      expect(sessionSchema.parse(session.json()).user?.audience).toBe('business');
      for (const [method, url] of [
        ['GET', '/api/favourites'],
        ['PUT', `/api/favourites/${id}`],
        ['DELETE', `/api/favourites/${id}`],
      ] as const) {
        const res = await business.app.inject({ method, url, headers: { cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ error: { message: WRONG_USER_DATA } });
      }
    } finally {
      await business.close();
    }
  });

  it('adds, lists (newest first) and removes a customer’s own favourites, idempotently', async () => {
    const cookie = await newVerifiedCustomer(t.app, {
      email: 'fav.customer@example.test',
      password: 'Fav-Customer-1!',
    });
    const other = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
    const brunch = await campaignIdNamed('Brunch Club');
    const tea = await campaignIdNamed('Afternoon Tea Treat');
    const put = async (id: string, who = cookie) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/favourites/${id}`,
        headers: { cookie: who },
      });
      expect(res.statusCode).toBe(200);
      return favouriteStateSchema.parse(res.json());
    };
    const list = async (who = cookie) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/favourites',
        headers: { cookie: who },
      });
      expect(res.statusCode).toBe(200);
      return favouriteListSchema.parse(res.json());
    };

    expect(await list()).toEqual({ campaignIds: [], campaigns: [] });
    expect(await put(brunch)).toEqual({ campaignId: brunch, favourite: true });
    await new Promise((r) => setTimeout(r, 5));
    await put(tea);
    await put(tea);
    const mine = await list();
    expect(mine.campaignIds).toEqual([tea, brunch]);
    expect(mine.campaigns.map((c) => c.id)).toEqual([tea, brunch]);
    expect(mine.campaigns.every((c) => c.viewerLevel === 1)).toBe(true);
    // Another customer's favourites are their own.
    expect((await list(other)).campaignIds).not.toContain(tea);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/favourites/${tea}`,
      headers: { cookie },
    });
    expect(removed.json()).toEqual({ campaignId: tea, favourite: false });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/favourites/${tea}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect((await list()).campaignIds).toEqual([brunch]);

    // A campaign the customer cannot see cannot be favourited; one that becomes hidden stays
    // in the ids (so it can be removed) but leaves the cards.
    const preview = await campaignIdNamed('Staff Preview Voucher');
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/favourites/${preview}`,
      headers: { cookie },
    });
    expect(hidden.statusCode).toBe(404);
    await db().update(campaigns).set({ frozen: true }).where(eq(campaigns.id, brunch));
    try {
      const afterFreeze = await list();
      expect(afterFreeze.campaignIds).toEqual([brunch]);
      expect(afterFreeze.campaigns).toEqual([]);
    } finally {
      await db().update(campaigns).set({ frozen: false }).where(eq(campaigns.id, brunch));
    }
  });
});

describe('GET /api/campaigns/search', () => {
  async function visibleList(cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns',
      headers: cookie ? { cookie } : {},
    });
    return campaignListSchema.parse(res.json()).campaigns;
  }
  const asFacts = (c: CampaignSummary) => ({
    ...c,
    companyName: c.company.name,
  });

  it('finds what the domain rule finds: company name, description or keyword, any case', async () => {
    const all = (await visibleList()).map(asFacts);
    for (const q of ['copper', 'KETTLE', 'brunch', 'cake', 'scones', 'a', '  Bakery ', 'fizz']) {
      const expected = domainSearch(all, q)
        .map((c) => c.id)
        .sort();
      const found = (await search(q)).map((c) => c.id);
      expect(found.slice().sort(), q).toEqual(expected.slice(0, 50).sort());
    }
    expect((await search('copper')).length).toBeGreaterThan(0);
  });

  it('finds nothing for empty text or nonsense, and treats % and _ literally', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('zzqxv-nothing')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('matches a keyword by substring, never across two keywords', async () => {
    const id = await campaignIdNamed('Brunch Club');
    await db()
      .update(campaigns)
      .set({ keywords: ['zebrafish', 'quokka'] })
      .where(eq(campaigns.id, id));
    expect((await search('ebrafi')).map((c) => c.id)).toEqual([id]);
    expect((await search('QUOKK')).map((c) => c.id)).toEqual([id]);
    // 'fish quokka' only exists across the two keywords' boundary.
    expect(await search('fish\nquokka')).toEqual([]);
    expect(await search('fishquokka')).toEqual([]);
  });

  it('shows only visible campaigns: test mode for testers only, never frozen ones', async () => {
    expect(await search('Test-mode campaign')).toEqual([]);
    const tester = await signIn(demoAccounts.tester.email, demoAccounts.tester.password);
    const asTester = await search('Test-mode campaign', tester);
    expect(asTester.length).toBeGreaterThan(0);
    expect(asTester.every((c) => c.testMode)).toBe(true);

    const id = await campaignIdNamed('Afternoon Tea Treat');
    await db().update(campaigns).set({ frozen: true }).where(eq(campaigns.id, id));
    try {
      expect((await search('scones')).map((c) => c.id)).not.toContain(id);
    } finally {
      await db().update(campaigns).set({ frozen: false }).where(eq(campaigns.id, id));
    }
    expect((await search('scones')).map((c) => c.id)).toContain(id);
  });

  it('answers at most 50 campaigns', async () => {
    const list = await search('e');
    expect(list.length).toBeLessThanOrEqual(50);
  });

  it('can serve each match from its trigram index (EXPLAIN with whole-table scans off)', async () => {
    const plan = await db().transaction(async (tx) => {
      // A handful of rows: force the planner off whole-table scans to see what it can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select c.id from campaigns c where c.description ilike '%scones%'
            union select c.id from campaigns c
              where campaign_keywords_text(c.keywords) ilike '%scones%'
            union select co.id from companies co where co.name ilike '%scones%'`,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('campaigns_description_trgm_idx');
    expect(plan).toContain('campaigns_keywords_trgm_idx');
    expect(plan).toContain('companies_name_trgm_idx');
  });
});

describe('the served /campaign/{id} page', () => {
  it("carries the campaign's title, description and absolute image in its meta tags", async () => {
    const id = await campaignIdNamed('Coffee & Cake for Two');
    const { campaign } = await detail(id);
    const res = await t.app.inject({ method: 'GET', url: `/campaign/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Coffee &amp; Cake for Two – The Copper Kettle Café</title>');
    expect(html).toContain(
      `<meta property="og:title" content="Coffee &amp; Cake for Two – The Copper Kettle Café" />`,
    );
    expect(html).toContain(
      '<meta property="og:description" content="Two speciality coffees and two slices of any homemade cake, served at your table." />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(campaign.primaryImageUrl).toMatch(/^\//);
    expect(html).toContain(
      `<meta property="og:image" content="https://www.stepup.test${campaign.primaryImageUrl}" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://www.stepup.test/campaign/${id}" />`,
    );
    expect(html).toContain('<meta property="og:site_name" content="StepUp Vouchers" />');
    // One description, the campaign's; the default is gone.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('default description');
  });

  it('escapes what a company writes', async () => {
    const id = await campaignIdNamed('Brunch Club');
    await db()
      .update(campaigns)
      .set({ description: `"><script>alert('x')</script> & $& more` })
      .where(eq(campaigns.id, id));
    const html = (await t.app.inject({ method: 'GET', url: `/campaign/${id}` })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      'content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&amp; more"',
    );
  });

  it("keeps the site's defaults, with the stored branding, for an unknown or hidden campaign and other pages", async () => {
    const preview = await campaignIdNamed('Staff Preview Voucher');
    for (const url of ['/campaign/no-such-campaign', `/campaign/${preview}`, '/for-me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // The seeded tab info is the title; the description is the built default.
      expect(res.body, url).toContain('<title>StepUp Vouchers – Vouchers &amp; Gifting</title>');
      expect(res.body, url).toContain('default description');
      expect(res.body, url).not.toContain('og:description');
      expect(res.body, url).toContain('<meta property="og:site_name" content="StepUp Vouchers" />');
    }
  });
});
