import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_FORMAT, NO_IMAGE_SELECTED, type AdminPermissionMap } from '@stepup/domain';
import { buildApp } from '../../app';
import { newVerifiedAccount } from '../../../test/account-helpers';
import { signedInAdmin } from '../../../test/admin-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// POST /api/admin/images/:kind (docs/product.md#content-management): who may upload which
// picture, the pixel rules of each kind, and the stored WebP the answer points to.

let t: TestApp;
let business: FastifyInstance;
const cookies = { content: '', perks: '', company: '' };

const adminWith = async (email: string, permissions: AdminPermissionMap) =>
  (await signedInAdmin(business, t.deps.database.db, email, permissions)).cookie;

beforeAll(async () => {
  t = await buildTestApp();
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  cookies.content = await adminWith('content@images.test', { content: 2 });
  cookies.perks = await adminWith('perks@images.test', { perks: 2, content: 1 });
  cookies.company = await newVerifiedAccount(business, {
    email: 'owner@images.test',
    password: 'Company-Password-1',
    companyName: 'Images Ltd',
  });
}, 60_000);

afterAll(async () => {
  await business.close();
  await t.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

function upload(cookie: string | undefined, kind: string, file?: Buffer) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`;
  const payload = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    : undefined;
  return business.inject({
    method: 'POST',
    url: `/api/admin/images/${kind}`,
    ...(payload ? { payload } : {}),
    headers: {
      ...(payload ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

describe('admin picture uploads', () => {
  it('stores a story picture as a 2:1 WebP the site can show', async () => {
    const res = await upload(cookies.content, 'story', await png(1600, 1000));
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatchObject({ width: 1600, height: 1000 });
    const file = await business.inject({
      method: 'GET',
      url: new URL(image.url, 'http://x').pathname,
    });
    expect(file.statusCode).toBe(200);
    const shown = await sharp(file.rawPayload).metadata();
    expect(shown).toMatchObject({ format: 'webp', width: 1080, height: 540 });
  });

  it('refuses what is too small for its kind, what is not a picture, and an empty form', async () => {
    const small = await upload(cookies.content, 'favicon', await png(16, 16));
    expect(small.statusCode).toBe(422);
    expect(small.json().error.message).toBe('Image must be at least 32 x 32 px');
    const text = await upload(cookies.content, 'logo', Buffer.from('<svg onload="x()"/>'));
    expect(text.statusCode).toBe(422);
    expect(text.json().error.message).toBe(INVALID_FORMAT);
    const none = await upload(cookies.content, 'logo');
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(NO_IMAGE_SELECTED);
  });

  it('needs write on the kind’s area: perks for a perk picture, content for the rest', async () => {
    const picture = await png(400, 200);
    expect((await upload(cookies.perks, 'perk', picture)).statusCode).toBe(201);
    expect((await upload(cookies.perks, 'press-logo', picture)).statusCode).toBe(403);
    expect((await upload(cookies.content, 'perk', picture)).statusCode).toBe(403);
    expect((await upload(cookies.company, 'logo', picture)).statusCode).toBe(403);
    expect((await upload(undefined, 'logo', picture)).statusCode).toBe(401);
    expect((await upload(cookies.content, 'banner', picture)).statusCode).toBe(422);
    const customerSite = await t.app.inject({ method: 'POST', url: '/api/admin/images/logo' });
    expect(customerSite.statusCode).toBe(404);
  });
});
