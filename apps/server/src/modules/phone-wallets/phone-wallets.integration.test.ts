import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applePassRegistrations, eq, user, vouchers } from '@stepup/db';
import { formatPounds, phoneWalletText, RATE_LIMITED } from '@stepup/domain';
import { buildApp } from '../../app';
import { actorOf, visitor } from '../../../test/actors';
import { newVerifiedCustomer } from '../../../test/account-helpers';
import { insertVoucher, newCompanyUser } from '../../../test/company-helpers';
import { insertLiveCampaign, newSignedInBuyer } from '../../../test/purchase-helpers';
import { startApnsStandIn } from '../../../test/stand-ins/apns';
import { startGoogleWalletStandIn } from '../../../test/stand-ins/google-wallet';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { until } from '../../../test/until';
import { makeWalletCredentials, verifyPassSignature } from '../../../test/wallet-credentials';
import { redeemVoucher } from '../redemption/service';
import { applePassForOwner, googleSaveLinkForOwner, phoneWalletRateRules } from './service';

// Vouchers in a phone's wallet (ADR 058) against throwaway credentials made here, a local APNs
// (HTTP/2 over TLS, client certificate) and a local Google (OAuth token + Wallet REST API).

const passTypeIdentifier = 'pass.test.stepup.vouchers';
const issuerEmail = 'wallet@stepup-test.iam.gserviceaccount.com';
const classId = '3388000000012345678.stepup_voucher';
const credentials = makeWalletCredentials();

let t: TestApp;
let business: FastifyInstance;
let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
let google: Awaited<ReturnType<typeof startGoogleWalletStandIn>>;
let buyer: { userId: string; cookie: string };
let companyId: string;
let campaignId: string;
const expiresAt = new Date('2027-03-31T22:59:59.000Z');

beforeAll(async () => {
  apns = await startApnsStandIn({
    ...credentials.apnsServer,
    caPem: credentials.rootPem + credentials.wwdrPem,
  });
  google = await startGoogleWalletStandIn(credentials.google.publicKeyPem, issuerEmail);
  t = await buildTestApp({
    env: {
      APPLE_PASS_TYPE_IDENTIFIER: passTypeIdentifier,
      APPLE_TEAM_IDENTIFIER: 'ABCDE12345',
      APPLE_PASS_CERTIFICATE: credentials.passCertPem,
      // One-line forms, as an environment file holds them.
      APPLE_PASS_KEY: credentials.passKeyEncryptedPem.replace(/\r?\n/g, '\\n'),
      APPLE_PASS_KEY_PASSPHRASE: credentials.passphrase,
      APPLE_WWDR_CERTIFICATE: Buffer.from(credentials.wwdrPem).toString('base64'),
      APPLE_APNS_URL: apns.url,
      APPLE_APNS_CA: credentials.rootPem,
      GOOGLE_WALLET_ISSUER_EMAIL: issuerEmail,
      GOOGLE_WALLET_PRIVATE_KEY: credentials.google.privateKeyPem,
      GOOGLE_WALLET_CLASS_ID: classId,
      GOOGLE_WALLET_API_URL: google.apiUrl,
      GOOGLE_WALLET_TOKEN_URL: google.tokenUrl,
    },
  });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  const { db } = t.deps.database;
  ({ companyId } = await newCompanyUser(business, db, 'till@passes.test', 'Harbour Bakery'));
  buyer = await newSignedInBuyer(t.app, db, 'ada@passes.test');
  campaignId = await insertLiveCampaign(db, companyId, { name: 'Sourdough Club' });
}, 90_000);
afterAll(async () => {
  await business?.close();
  await t?.close();
  await apns?.close();
  await google?.close();
});

async function aVoucher() {
  const code = await insertVoucher(t.deps.database.db, {
    campaignId,
    companyId,
    buyerUserId: buyer.userId,
    faceValuePence: 4000,
    expiresAt,
  });
  const [row] = await t.deps.database.db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  return { id: row!.id, code };
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

function openPass(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const file = (name: string) => Buffer.from(files[name] ?? new Uint8Array());
  return {
    names: Object.keys(files),
    file,
    passJson: JSON.parse(file('pass.json').toString('utf8')) as PassJson,
  };
}

/** What the tests read of pass.json. */
interface PassJson {
  authenticationToken: string;
  expirationDate: string;
  barcodes: { format: string; message: string }[];
  coupon: {
    primaryFields: { label: string; value: string }[];
    secondaryFields: { value: string }[];
  };
  [key: string]: unknown;
}

const passToken = (pass: PassJson) => `ApplePass ${pass.authenticationToken}`;
const service = '/api/wallet/apple/v1';

describe('Add to Apple Wallet', () => {
  it("signs the owner's voucher as a pass: every file hashed in the manifest, the manifest signed, the code as a QR code", async () => {
    const voucher = await aVoucher();
    const res = await get(`/api/wallet/vouchers/${voucher.id}/apple-pass`, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pass = openPass(res.rawPayload);

    expect(pass.names).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'manifest.json', 'signature']),
    );
    const manifest = JSON.parse(pass.file('manifest.json').toString('utf8')) as Record<
      string,
      string
    >;
    const hashed = pass.names.filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) {
      expect(manifest[name], name).toBe(createHash('sha1').update(pass.file(name)).digest('hex'));
    }
    expect(
      verifyPassSignature(pass.file('signature'), pass.file('manifest.json'), credentials.rootPem),
    ).toBe(`Pass Type ID: ${passTypeIdentifier}`);
    // A changed manifest no longer matches its signature.
    expect(() =>
      verifyPassSignature(pass.file('signature'), Buffer.from('{}'), credentials.rootPem),
    ).toThrow();

    const json = pass.passJson;
    expect(json).toMatchObject({
      passTypeIdentifier,
      teamIdentifier: 'ABCDE12345',
      serialNumber: voucher.id,
      webServiceURL: 'https://www.stepup.test/api/wallet/apple',
      voided: false,
    });
    expect(json.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: voucher.code });
    expect(Date.parse(json.expirationDate)).toBe(expiresAt.getTime());
    expect(json.coupon.primaryFields[0]).toMatchObject({
      label: phoneWalletText.valueLabel,
      value: formatPounds(4000),
    });
    expect(json.coupon.secondaryFields.map((f: { value: string }) => f.value)).toEqual([
      'Harbour Bakery',
      'Sourdough Club',
    ]);
    expect(json.authenticationToken).toMatch(/^[\w-]{32,}$/);
  });

  it('refuses a visitor, another customer, a business account and a used voucher', async () => {
    const voucher = await aVoucher();
    const url = `/api/wallet/vouchers/${voucher.id}/apple-pass`;
    expect((await get(url)).statusCode).toBe(401);
    const other = await newVerifiedCustomer(t.app, {
      email: 'someone-else@passes.test',
      password: 'Someone-Else-1',
    });
    const theirs = await get(url, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(phoneWalletText.notAvailable);
    const till = await actorOf(business.ctx, 'till@passes.test');
    await expect(applePassForOwner(t.app.ctx, till, voucher.id)).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(applePassForOwner(t.app.ctx, visitor(), voucher.id)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    const used = await aVoucher();
    await t.deps.database.db
      .update(vouchers)
      .set({ usedAt: new Date() })
      .where(eq(vouchers.id, used.id));
    expect((await get(`/api/wallet/vouchers/${used.id}/apple-pass`, buyer.cookie)).statusCode).toBe(
      404,
    );
    // Not on the business site at all.
    const onBusiness = await business.inject({ method: 'GET', url });
    expect(onBusiness.statusCode).toBe(404);
  });

  it('makes at most 30 passes and links in ten minutes for one customer', async () => {
    const voucher = await aVoucher();
    const rule = phoneWalletRateRules.perCustomer;
    const limiter = t.deps.services.rateLimiter;
    await limiter.reset(rule, buyer.userId);
    await limiter.count(rule, buyer.userId, rule.limit - 1);
    expect(
      (await get(`/api/wallet/vouchers/${voucher.id}/google-pass`, buyer.cookie)).statusCode,
    ).toBe(303);
    const refused = await get(`/api/wallet/vouchers/${voucher.id}/apple-pass`, buyer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(RATE_LIMITED);
    await limiter.reset(rule, buyer.userId);
  });
});

describe('Save to Google Wallet', () => {
  it("sends the owner to Google's Save page with a JWT signed by the service account, holding the voucher's object", async () => {
    const voucher = await aVoucher();
    const res = await get(`/api/wallet/vouchers/${voucher.id}/google-pass`, buyer.cookie);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      await importSPKI(credentials.google.publicKeyPem, 'RS256'),
      { issuer: issuerEmail, audience: 'google' },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['https://www.stepup.test']);
    const [object] = (payload.payload as { genericObjects: Record<string, unknown>[] })
      .genericObjects;
    expect(object).toMatchObject({
      id: `3388000000012345678.voucher-${voucher.id}`,
      classId,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: voucher.code },
      validTimeInterval: { end: { date: expiresAt.toISOString() } },
    });
    expect(object!.textModulesData).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ header: phoneWalletText.valueLabel, body: formatPounds(4000) }),
        expect.objectContaining({ body: 'Harbour Bakery' }),
        expect.objectContaining({ body: 'Sourdough Club' }),
      ]),
    );
    // A wrong key does not verify it.
    const other = makeWalletCredentials();
    await expect(
      jwtVerify(jwt, await importSPKI(other.google.publicKeyPem, 'RS256')),
    ).rejects.toThrow();
  });

  it('refuses a visitor, another customer and a business account', async () => {
    const voucher = await aVoucher();
    const url = `/api/wallet/vouchers/${voucher.id}/google-pass`;
    expect((await get(url)).statusCode).toBe(401);
    const other = await newVerifiedCustomer(t.app, {
      email: 'another@passes.test',
      password: 'Another-Person-1',
    });
    expect((await get(url, other)).statusCode).toBe(404);
    const till = await actorOf(business.ctx, 'till@passes.test');
    await expect(googleSaveLinkForOwner(t.app.ctx, till, voucher.id)).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('a used voucher is voided in both wallets', () => {
  it("registers devices through Apple's web service, pushes them through APNs when the voucher is used, serves the void pass, and sets the Google object's state", async () => {
    const voucher = await aVoucher();
    const issued = openPass(
      (await get(`/api/wallet/vouchers/${voucher.id}/apple-pass`, buyer.cookie)).rawPayload,
    ).passJson;
    const saveLink = String(
      (await get(`/api/wallet/vouchers/${voucher.id}/google-pass`, buyer.cookie)).headers.location,
    );
    const { payload } = await jwtVerify(
      saveLink.split('/').pop()!,
      await importSPKI(credentials.google.publicKeyPem, 'RS256'),
    );
    const object = (
      payload.payload as { genericObjects: (Record<string, unknown> & { id: string })[] }
    ).genericObjects[0]!;
    google.save(object); // the customer pressed "Save" on Google's page

    const registration = (device: string) =>
      `${service}/devices/${device}/registrations/${passTypeIdentifier}/${voucher.id}`;
    const register = (device: string, pushToken: string, authorization = passToken(issued)) =>
      t.app.inject({
        method: 'POST',
        url: registration(device),
        headers: { authorization },
        payload: { pushToken },
      });
    expect((await register('device-one', 'push-token-one')).statusCode).toBe(201);
    expect((await register('device-one', 'push-token-one')).statusCode).toBe(200);
    expect((await register('device-two', 'push-token-two')).statusCode).toBe(201);
    expect((await register('device-three', 'x', 'ApplePass not-the-token')).statusCode).toBe(401);
    expect((await register('device-three', 'x', '')).statusCode).toBe(401);

    const serials = (device: string, since?: string) =>
      get(
        `${service}/devices/${device}/registrations/${passTypeIdentifier}${since ? `?passesUpdatedSince=${since}` : ''}`,
      );
    const first = await serials('device-one');
    expect(first.statusCode).toBe(200);
    expect(first.json().serialNumbers).toEqual([voucher.id]);
    const tag = first.json().lastUpdated as string;
    expect((await serials('device-one', tag)).statusCode).toBe(204);

    apns.forget('push-token-two'); // that phone no longer has the pass
    const till = await actorOf(business.ctx, 'till@passes.test', { ip: '198.51.100.9' });
    await redeemVoucher(business.ctx, till, { code: voucher.code });

    const pushes = await until(async () => (apns.pushes.length >= 2 ? apns.pushes : undefined));
    expect(pushes.map((push) => push.deviceToken).sort()).toEqual([
      'push-token-one',
      'push-token-two',
    ]);
    for (const push of pushes) {
      expect(push).toMatchObject({
        topic: passTypeIdentifier,
        body: '{}',
        clientCertificate: `Pass Type ID: ${passTypeIdentifier}`,
      });
    }
    // APNs said the second token is gone: its registration is forgotten.
    await until(async () => {
      const rows = await t.deps.database.db
        .select({ device: applePassRegistrations.deviceLibraryIdentifier })
        .from(applePassRegistrations)
        .where(eq(applePassRegistrations.voucherId, voucher.id));
      return rows.length === 1 && rows[0]!.device === 'device-one';
    });

    const patched = await until(async () =>
      google.patches.length > 0 ? google.patches : undefined,
    );
    expect(patched[0]).toEqual({ objectId: object.id, body: { state: 'COMPLETED' } });
    expect(google.objectOf(object.id)?.state).toBe('COMPLETED');
    expect(google.scopes).toContain('https://www.googleapis.com/auth/wallet_object.issuer');

    const changed = await serials('device-one', tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([voucher.id]);

    const passUrl = `${service}/passes/${passTypeIdentifier}/${voucher.id}`;
    expect((await get(passUrl)).statusCode).toBe(401);
    const latest = await get(passUrl, undefined, { authorization: passToken(issued) });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const voided = openPass(latest.rawPayload);
    expect(voided.passJson).toMatchObject({ serialNumber: voucher.id, voided: true });
    expect(
      verifyPassSignature(
        voided.file('signature'),
        voided.file('manifest.json'),
        credentials.rootPem,
      ),
    ).toBe(`Pass Type ID: ${passTypeIdentifier}`);
    const notChanged = await get(passUrl, undefined, {
      authorization: passToken(issued),
      'if-modified-since': String(latest.headers['last-modified']),
    });
    expect(notChanged.statusCode).toBe(304);

    const log = await t.app.inject({
      method: 'POST',
      url: `${service}/log`,
      payload: { logs: ['Web service error for pass.test.stepup.vouchers'] },
    });
    expect(log.statusCode).toBe(200);
    const unregister = await t.app.inject({
      method: 'DELETE',
      url: registration('device-one'),
      headers: { authorization: passToken(issued) },
    });
    expect(unregister.statusCode).toBe(200);
    expect((await serials('device-one')).statusCode).toBe(204);
  });
});

describe('without credentials', () => {
  it('offers neither wallet: the site says so and the endpoints answer 404', async () => {
    const plain = await buildTestApp();
    try {
      const site = await plain.app.inject({ method: 'GET', url: '/api/site' });
      expect(site.json().phoneWallets).toEqual({ apple: false, google: false });
      const { db } = plain.deps.database;
      const biz = await buildApp({ ...plain.deps, site: 'business', distDir: undefined });
      await biz.ready();
      const { companyId: company } = await newCompanyUser(biz, db, 'till@plain.test', 'Plain Ltd');
      await biz.close();
      const owner = await newSignedInBuyer(plain.app, db, 'owner@plain.test');
      const code = await insertVoucher(db, {
        campaignId: await insertLiveCampaign(db, company, { name: 'Plain' }),
        companyId: company,
        buyerUserId: owner.userId,
      });
      const [row] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.code, code));
      for (const kind of ['apple-pass', 'google-pass']) {
        const res = await plain.app.inject({
          method: 'GET',
          url: `/api/wallet/vouchers/${row!.id}/${kind}`,
          headers: { cookie: owner.cookie },
        });
        expect(res.statusCode, kind).toBe(404);
      }
      const serviceCall = await plain.app.inject({
        method: 'GET',
        url: `${service}/passes/${passTypeIdentifier}/${row!.id}`,
      });
      expect(serviceCall.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().phoneWallets).toEqual({ apple: true, google: true });
    void user;
  });
});
