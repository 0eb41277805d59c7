import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { newVerifiedAccount } from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// With S3_* set, uploads go to the bucket (a local stand-in here) and are addressed publicly.
const objects = new Map<string, { body: Buffer; headers: http.IncomingHttpHeaders }>();
let bucket: http.Server;
let t: TestApp;
let business: FastifyInstance;

beforeAll(async () => {
  bucket = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT')
        objects.set(req.url!, { body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'stepup-files',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_PUBLIC_URL: 'https://files.stepup.test',
    },
  });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
  await new Promise<void>((resolve) => bucket.close(() => resolve()));
});

describe('company images in an S3-compatible bucket', () => {
  it('stores the checked variants in the bucket and lets the pages load them', async () => {
    const cookie = await newVerifiedAccount(business, {
      email: 'owner@s3-shop.test',
      password: 'Company-Password-1',
      companyName: 'Bucket Bakery Ltd',
    });
    const image = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const boundary = '----stepups3';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await business.inject({
      method: 'POST',
      url: '/api/company/images/primary',
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(
      /^https:\/\/files\.stepup\.test\/companies\/[^/]+\/primary-[0-9a-f]+-1080\.webp$/,
    );
    const stored = [...objects.entries()];
    expect(stored.map(([path]) => path)).toEqual([
      expect.stringMatching(/^\/stepup-files\/companies\/.+-1080\.webp$/),
      expect.stringMatching(/^\/stepup-files\/companies\/.+-540\.webp$/),
    ]);
    expect(stored[0]![1].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//,
    );
    expect((await sharp(stored[0]![1].body).metadata()).width).toBe(1080);
    // The page's Content-Security-Policy lets the bucket's images in.
    const page = await business.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://files.stepup.test",
    );
  });
});
