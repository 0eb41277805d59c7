import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, auditLog, demoAccounts, eq, permissionLevels, user } from '@stepup/db';
import {
  ADMIN_AREA_REFUSED,
  ADMIN_FIRST_NAME_REQUIRED,
  ADMIN_NEEDS_SECOND_FACTOR,
  ADMIN_ONLY,
  ADMIN_PERMISSION_LEVEL_REQUIRED,
  FAILED_TO_CREATE_USER,
  FAILED_TO_DELETE_PERMISSION_LEVEL,
  FAILED_TO_DELETE_USER,
  FULL_ADMIN_PERMISSIONS,
  LAST_ADMIN_MANAGER,
  MISSING_EMAIL,
  PASSWORD_RULE,
  PERMISSION_LEVEL_IN_USE,
  PERMISSION_LEVEL_NAME_REQUIRED,
  PERMISSION_LEVEL_NAME_TAKEN,
  REAUTHENTICATION_REQUIRED,
  RESET_PASSWORDS_DONT_MATCH,
  UPDATE_FAILED,
  permissionMap,
} from '@stepup/domain';
import { adminAccountListSchema, permissionLevelListSchema } from '@stepup/contracts';
import { buildApp } from '../../app';
import type { AppContext } from '../../context/app-context';
import { actorOf } from '../../../test/actors';
import {
  cookiesFrom,
  sessionSignedFor,
  totpCode,
  turnOnAuthenticator,
  waitForMail,
} from '../../../test/account-helpers';
import { makeAdmin } from '../../../test/admin-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { changeAdminLevel, createAdmin, listAdmins, removeAdmin } from './admin-accounts';
import {
  createPermissionLevel,
  deletePermissionLevel,
  editPermissionLevel,
  listPermissionLevels,
} from './permission-levels';

// /admin/admins and /admin/roles: who may call them (area by area), making an admin (and what
// they can do before two-step sign-in), moving and removing admins, editing and deleting levels,
// the rule that someone can always manage admins, and the interaction log of each change.

let t: TestApp;
let business: FastifyInstance;
let ctx: AppContext;
const cookies = { admin: '', company: '', customer: '' };
const db = () => t.deps.database.db;
let superLevelId = '';
let demoAdminId = '';

const signIn = async (app: FastifyInstance, account: { email: string; password: string }) =>
  cookiesFrom(
    (await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: account })).headers[
      'set-cookie'
    ],
  );

const call = (
  cookie: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => business.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** The demo admin, confirmed a moment ago (as after the identity dialog). */
const confirmedAdmin = () =>
  actorOf(ctx, demoAccounts.admin.email, { identityConfirmedAt: ctx.clock() });

const password = 'Admin-Pass-9!';
const newAdmin = (email: string, permissionLevelId = superLevelId) => ({
  email,
  password,
  retypePassword: password,
  firstName: 'Robin',
  lastName: 'Hale',
  permissionLevelId,
});

/** A scratch admin whose level grants `admins` (and nothing else), with two-step sign-in on. */
async function scratchAdmin(email: string, admins: 'none' | 'read' | 'write') {
  await createAdmin(ctx, await confirmedAdmin(), newAdmin(email));
  await makeAdmin(db(), email, {
    permissions: permissionMap({ admins }),
    twoFactorEnabled: true,
  });
  return actorOf(ctx, email, { identityConfirmedAt: ctx.clock() });
}

async function logOf(targetType: 'admin' | 'permission-level', targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));
}

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  business = await buildApp({ ...t.deps, site: 'business', distDir: undefined });
  await business.ready();
  ctx = business.ctx;
  cookies.company = await signIn(business, demoAccounts.company);
  cookies.customer = sessionSignedFor(
    await signIn(t.app, demoAccounts.customer),
    'business',
    t.deps.config.authSecret,
  );
  const { totpURI, cookie } = await turnOnAuthenticator(
    business,
    await signIn(business, demoAccounts.admin),
    demoAccounts.admin.password,
  );
  cookies.admin = cookie;
  const confirmed = await call(cookie, 'POST', '/api/admin/confirm-identity', {
    password: demoAccounts.admin.password,
    code: totpCode(totpURI),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [level] = await db()
    .select({ id: permissionLevels.id })
    .from(permissionLevels)
    .where(eq(permissionLevels.name, 'Super admin'));
  superLevelId = level!.id;
  const [me] = await db().select().from(user).where(eq(user.email, demoAccounts.admin.email));
  demoAdminId = me!.id;
}, 60_000);
afterAll(async () => {
  await business.close();
  await t.close();
});

const endpoints = (id: string) =>
  [
    ['GET', '/api/admin/admins', undefined],
    ['POST', '/api/admin/admins', newAdmin('nobody@admins.test')],
    ['PATCH', `/api/admin/admins/${id}`, { permissionLevelId: superLevelId }],
    ['DELETE', `/api/admin/admins/${id}`, undefined],
    ['GET', '/api/admin/roles', undefined],
    ['POST', '/api/admin/roles', { name: 'Nobody', description: 'x', grants: {} }],
    ['PATCH', `/api/admin/roles/${superLevelId}`, { name: 'X', description: 'x', grants: {} }],
    ['DELETE', `/api/admin/roles/${superLevelId}`, undefined],
  ] as const;

describe('who may call /api/admin/admins and /api/admin/roles', () => {
  it('refuses a visitor (401), a company user and a customer (403), changing nothing', async () => {
    for (const [method, url, body] of endpoints(demoAdminId)) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of ['company', 'customer'] as const) {
        const res = await call(cookies[who], method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(ADMIN_ONLY);
      }
    }
    const list = adminAccountListSchema.parse(
      (await call(cookies.admin, 'GET', '/api/admin/admins')).json(),
    );
    expect(list.admins.map((a) => a.email)).toEqual([demoAccounts.admin.email]);
  });

  it('lets an admin read with admins:read and change only with admins:write', async () => {
    const none = await scratchAdmin('none@admins.test', 'none');
    const reader = await scratchAdmin('reader@admins.test', 'read');
    for (const actor of [none]) {
      await expect(listAdmins(ctx, actor)).rejects.toThrow(ADMIN_AREA_REFUSED);
      await expect(listPermissionLevels(ctx, actor)).rejects.toThrow(ADMIN_AREA_REFUSED);
    }
    expect((await listAdmins(ctx, reader)).admins.length).toBeGreaterThan(1);
    expect((await listPermissionLevels(ctx, reader)).levels.length).toBeGreaterThan(0);
    for (const actor of [none, reader]) {
      for (const attempt of [
        () => createAdmin(ctx, actor, newAdmin('refused@admins.test')),
        () =>
          changeAdminLevel(ctx, actor, {
            adminId: demoAdminId,
            change: { permissionLevelId: superLevelId },
          }),
        () => removeAdmin(ctx, actor, { adminId: demoAdminId }),
        () => createPermissionLevel(ctx, actor, { name: 'Refused', description: 'x' }),
        () =>
          editPermissionLevel(ctx, actor, {
            levelId: superLevelId,
            input: { name: 'Refused', description: 'x' },
          }),
        () => deletePermissionLevel(ctx, actor, { levelId: superLevelId }),
      ])
        await expect(attempt()).rejects.toThrow(ADMIN_AREA_REFUSED);
    }
    const [refused] = await db().select().from(user).where(eq(user.email, 'refused@admins.test'));
    expect(refused).toBeUndefined();
  });

  it('asks for a fresh identity confirmation before changing an admin or a level', async () => {
    const stale = await actorOf(ctx, demoAccounts.admin.email, { identityConfirmedAt: null });
    // Each attempt starts only when awaited (a rejection left waiting would go unhandled).
    for (const attempt of [
      () => createAdmin(ctx, stale, newAdmin('stale@admins.test')),
      () =>
        changeAdminLevel(ctx, stale, {
          adminId: demoAdminId,
          change: { permissionLevelId: superLevelId },
        }),
      () => removeAdmin(ctx, stale, { adminId: demoAdminId }),
      () =>
        createPermissionLevel(ctx, stale, { name: 'Stale', description: 'Never made', grants: {} }),
      () =>
        editPermissionLevel(ctx, stale, {
          levelId: superLevelId,
          input: { name: 'Stale', description: 'Never changed', grants: {} },
        }),
      () => deletePermissionLevel(ctx, stale, { levelId: superLevelId }),
    ])
      await expect(attempt()).rejects.toThrow(REAUTHENTICATION_REQUIRED);
  });
});

describe('making an admin', () => {
  it('checks the fields in the form order with the spec words', async () => {
    const post = (body: object) => call(cookies.admin, 'POST', '/api/admin/admins', body);
    const cases: [object, string][] = [
      [{ ...newAdmin(''), email: '' }, MISSING_EMAIL],
      [
        { ...newAdmin('x@admins.test'), retypePassword: 'Other-Pass-9!' },
        RESET_PASSWORDS_DONT_MATCH,
      ],
      [{ ...newAdmin('x@admins.test'), password: 'weak', retypePassword: 'weak' }, PASSWORD_RULE],
      [{ ...newAdmin('x@admins.test'), firstName: ' ' }, ADMIN_FIRST_NAME_REQUIRED],
      [{ ...newAdmin('x@admins.test'), permissionLevelId: '' }, ADMIN_PERMISSION_LEVEL_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
    const taken = await post(newAdmin(demoAccounts.company.email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(FAILED_TO_CREATE_USER);
  });

  it('makes a verified admin who is mailed the sign-in link and needs two-step sign-in first', async () => {
    const res = await call(
      cookies.admin,
      'POST',
      '/api/admin/admins',
      newAdmin('Robin@Admins.test'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Robin Hale',
      email: 'robin@admins.test',
      level: { id: superLevelId, name: 'Super admin' },
      twoFactorEnabled: false,
      lastActivity: null,
    });

    const [mail] = await waitForMail(business, 'robin@admins.test', {
      template: 'admin-account-created',
    });
    expect(mail!.text).toContain('two-step sign-in');
    expect(mail!.links).toContain(`${t.deps.config.publicBusinessUrl}/login`);
    expect(mail!.text).not.toContain(password);
    expect(mail!.html).not.toContain(password);

    const [entry] = await logOf('admin', created.id);
    expect(entry).toMatchObject({
      action: 'admin.created',
      actorLabel: demoAccounts.admin.email,
      data: {
        before: {},
        after: { name: 'Robin Hale', email: 'robin@admins.test', permissionLevel: 'Super admin' },
      },
    });
    expect(JSON.stringify(entry!.data)).not.toContain(password);

    const robin = await signIn(business, { email: 'robin@admins.test', password });
    expect(robin).not.toBe('');
    const before = await call(robin, 'GET', '/api/admin/admins');
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(ADMIN_NEEDS_SECOND_FACTOR);
    const { cookie } = await turnOnAuthenticator(business, robin, password);
    const after = await call(cookie, 'GET', '/api/admin/access');
    expect(after.statusCode).toBe(200);
    expect(after.json().level).toEqual({ id: superLevelId, name: 'Super admin' });

    const again = await call(
      cookies.admin,
      'POST',
      '/api/admin/admins',
      newAdmin('robin@admins.test'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FAILED_TO_CREATE_USER);
  });
});

describe('someone can always manage admins', () => {
  it('never moves, removes or regrants the last admin who can manage admins', async () => {
    // Only the demo admin and Robin manage admins at this point; Robin leaves first.
    const robin = (await listAdmins(ctx, await confirmedAdmin())).admins.find(
      (a) => a.email === 'robin@admins.test',
    )!;
    const removed = await call(cookies.admin, 'DELETE', `/api/admin/admins/${robin.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const [gone] = await db().select().from(user).where(eq(user.id, robin.id));
    expect(gone).toBeUndefined();
    expect((await logOf('admin', robin.id)).at(-1)).toMatchObject({
      action: 'admin.removed',
      data: { before: { email: 'robin@admins.test', permissionLevel: 'Super admin' }, after: {} },
    });
    // The scratch admins of the access test hold levels without admins:write.
    const readers = await createPermissionLevel(ctx, await confirmedAdmin(), {
      name: 'Readers',
      description: 'Reads admins',
      grants: { admins: 'read' },
    });

    const demote = await call(cookies.admin, 'PATCH', `/api/admin/admins/${demoAdminId}`, {
      permissionLevelId: readers.id,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({
      message: UPDATE_FAILED,
      fields: { reason: LAST_ADMIN_MANAGER },
    });

    const regrant = await call(cookies.admin, 'PATCH', `/api/admin/roles/${superLevelId}`, {
      name: 'Super admin',
      description: 'Full access to the platform',
      grants: {
        ...Object.fromEntries(Object.keys(FULL_ADMIN_PERMISSIONS).map((a) => [a, 'write'])),
        admins: 'read',
      },
    });
    expect(regrant.statusCode).toBe(409);
    expect(regrant.json().error.message).toBe(UPDATE_FAILED);

    const self = await call(cookies.admin, 'DELETE', `/api/admin/admins/${demoAdminId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toMatchObject({
      message: FAILED_TO_DELETE_USER,
      fields: { reason: LAST_ADMIN_MANAGER },
    });

    const me = (await call(cookies.admin, 'GET', '/api/admin/access')).json();
    expect(me.grants.admins).toBe('write');
  });

  it('moves an admin to another level and logs before and after', async () => {
    const reader = (await listAdmins(ctx, await confirmedAdmin())).admins.find(
      (a) => a.email === 'reader@admins.test',
    )!;
    const res = await call(cookies.admin, 'PATCH', `/api/admin/admins/${reader.id}`, {
      permissionLevelId: superLevelId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().level).toEqual({ id: superLevelId, name: 'Super admin' });
    expect((await logOf('admin', reader.id)).at(-1)).toMatchObject({
      action: 'admin.level-changed',
      data: {
        before: { permissionLevel: reader.level!.name },
        after: { permissionLevel: 'Super admin' },
      },
    });
  });
});

describe('permission levels', () => {
  it('lists levels with every area spelled out, most powerful first', async () => {
    const res = await call(cookies.admin, 'GET', '/api/admin/roles');
    const { levels } = permissionLevelListSchema.parse(res.json());
    expect(levels[0]).toMatchObject({ name: 'Super admin', sortValue: 20 });
    expect(levels[0]!.grants.interactionLog).toBe('write');
    const values = levels.map((l) => l.sortValue);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(levels.every((l) => Object.keys(l.grants).length === 10)).toBe(true);
    expect(levels.find((l) => l.name === 'Owner')).toBeUndefined();
  });

  it('creates, edits and deletes a level, with unique names and log lines', async () => {
    const post = (body: object) => call(cookies.admin, 'POST', '/api/admin/roles', body);
    const missing = await post({ name: ' ', description: 'x', grants: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(PERMISSION_LEVEL_NAME_REQUIRED);
    const taken = await post({ name: 'super ADMIN', description: 'x', grants: {} });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.message).toBe(PERMISSION_LEVEL_NAME_TAKEN);

    const created = await post({
      name: 'Support',
      description: 'Helps customers',
      grants: { customers: 'write', payments: 'read' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const level = created.json();
    expect(level).toMatchObject({ sortValue: 3, adminCount: 0 });
    expect(level.grants).toMatchObject({ customers: 'write', payments: 'read', admins: 'none' });
    const [row] = await db()
      .select()
      .from(permissionLevels)
      .where(eq(permissionLevels.id, level.id));
    expect(row).toMatchObject({ permissions: { customers: 2, payments: 1 }, audience: 'admin' });

    const edited = await call(cookies.admin, 'PATCH', `/api/admin/roles/${level.id}`, {
      name: 'Support desk',
      description: 'Helps customers',
      grants: { customers: 'write', payments: 'write' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Support desk', sortValue: 4 });
    expect((await logOf('permission-level', level.id)).map((e) => e.action)).toEqual([
      'permission-level.created',
      'permission-level.updated',
    ]);
    expect((await logOf('permission-level', level.id)).at(-1)!.data).toMatchObject({
      before: { name: 'Support', paymentsAccess: 'read' },
      after: { name: 'Support desk', paymentsAccess: 'write' },
    });

    // In use: refused with the spec's words.
    await createAdmin(ctx, await confirmedAdmin(), newAdmin('desk@admins.test', level.id));
    const inUse = await call(cookies.admin, 'DELETE', `/api/admin/roles/${level.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({
      message: FAILED_TO_DELETE_PERMISSION_LEVEL,
      fields: { reason: PERMISSION_LEVEL_IN_USE },
    });
    const desk = (await listAdmins(ctx, await confirmedAdmin())).admins.find(
      (a) => a.email === 'desk@admins.test',
    )!;
    await removeAdmin(ctx, await confirmedAdmin(), { adminId: desk.id });
    const deleted = await call(cookies.admin, 'DELETE', `/api/admin/roles/${level.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await logOf('permission-level', level.id)).at(-1)).toMatchObject({
      action: 'permission-level.deleted',
      data: { before: { name: 'Support desk', customersAccess: 'write' }, after: {} },
    });
  });

  it("ends a removed admin's sessions", async () => {
    await createAdmin(ctx, await confirmedAdmin(), newAdmin('leaver@admins.test'));
    const cookie = await signIn(business, { email: 'leaver@admins.test', password });
    expect((await call(cookie, 'GET', '/api/account/session')).json().user).not.toBeNull();
    const leaver = (await listAdmins(ctx, await confirmedAdmin())).admins.find(
      (a) => a.email === 'leaver@admins.test',
    )!;
    expect((await call(cookies.admin, 'DELETE', `/api/admin/admins/${leaver.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(cookie, 'GET', '/api/account/session')).json().user).toBeNull();
  });
});
