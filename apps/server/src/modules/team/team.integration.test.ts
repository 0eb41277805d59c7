import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvites, companyMembers, eq, user } from '@stepup/db';
import type { Database } from '@stepup/db';
import {
  COMPANY_ROLE_REFUSED,
  INVITE_ALREADY_OPEN,
  INVITE_CUSTOMER_ACCOUNT,
  INVITE_LINK_INVALID,
  LAST_OWNER_REMOVE_REFUSED,
} from '@stepup/domain';
import { buildApp } from '../../app';
import {
  actionCode,
  cookiesFrom,
  newVerifiedAccount,
  sessionSignedFor,
  solveBotCheck,
  waitForMail,
} from '../../../test/account-helpers';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { RATE_LIMITED } from '../../plugins/rate-limit';
import { teamRateRules } from './service';

let t: TestApp;
let business: FastifyInstance;
let web: FastifyInstance;
const db = (): Database => t.deps.database.db;
const PASSWORD = 'Team-Password-1';

interface CompanyUser {
  cookie: string;
  companyId: string;
  userId: string;
}
let first: CompanyUser;
let second: CompanyUser;
let customerCookie: string;

async function companyUser(email: string, companyName: string): Promise<CompanyUser> {
  const cookie = await newVerifiedAccount(business, { email, password: PASSWORD, companyName });
  const [row] = await db()
    .select({ companyId: companyMembers.companyId, userId: user.id })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(user.email, email));
  return { cookie, ...row! };
}

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) => business.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const invite = (cookie: string | undefined, email: string, role = 'staff') =>
  call('POST', '/api/company/team/invites', cookie, { email, role });

/** The token in the newest invitation emailed to `email`, and the link it came in. */
async function invitedLink(email: string, count = 1) {
  const mail = await waitForMail(business, email, { template: 'team-invite', count });
  const link = mail[0]!.links.find((l) => l.includes('/team-invite?token='))!;
  return { link, token: new URL(link).searchParams.get('token')!, mail: mail[0]! };
}

/** Signs up through an invitation, verifies and signs in; answers the cookie. */
async function signUpInvited(email: string, token: string) {
  const signUp = await business.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: {
      name: 'Sam Staff',
      email,
      password: PASSWORD,
      inviteToken: token,
      botCheck: await solveBotCheck(business),
    },
  });
  return signUp;
}

async function verifyAndSignIn(email: string) {
  const [mail] = await waitForMail(business, email, { template: 'verify-email' });
  await business.inject({
    method: 'POST',
    url: '/api/account/verify-email',
    payload: { token: actionCode(mail!) },
  });
  const signIn = await business.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password: PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  return cookiesFrom(signIn.headers['set-cookie']);
}

beforeAll(async () => {
  t = await buildTestApp({ site: 'business' });
  business = t.app;
  web = await buildApp({ ...t.deps, site: 'web', distDir: undefined });
  await web.ready();
  [first, second] = await Promise.all([
    companyUser('owner@first-team.test', 'First Team Bakery'),
    companyUser('owner@second-team.test', 'Second Team Cafe'),
  ]);
  const webCookie = await newVerifiedAccount(web, {
    email: 'customer@team.test',
    password: PASSWORD,
    name: 'Amelia Jones',
  });
  customerCookie = sessionSignedFor(webCookie, 'business', t.deps.config.authSecret);
}, 90_000);
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('who may use the team endpoints', () => {
  it('refuses a visitor (401) and a customer (403) on every endpoint', async () => {
    const endpoints = [
      ['GET', '/api/company/team'],
      ['POST', '/api/company/team/invites'],
      ['DELETE', '/api/company/team/invites/x'],
      ['DELETE', '/api/company/team/members/x'],
    ] as const;
    for (const [method, url] of endpoints) {
      const payload = method === 'POST' ? { email: 'a@b.test', role: 'staff' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, customerCookie, payload)).statusCode).toBe(403);
    }
  });

  it('lists only the caller’s own company', async () => {
    const res = await call('GET', '/api/company/team', second.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Second Team Cafe',
      yourRole: 'owner',
      members: [{ email: 'owner@second-team.test', role: 'owner', you: true }],
      invites: [],
    });
  });
});

describe('invite → sign up → verify → member', () => {
  it('emails a single-use link; the new account joins the inviting company as staff', async () => {
    const email = 'sam@first-team.test';
    const sent = await invite(first.cookie, 'Sam@First-Team.test', 'staff');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'staff' });

    const { link, token, mail } = await invitedLink(email);
    expect(link.startsWith('https://business.stepup.test/team-invite?token=')).toBe(true);
    expect(mail.subject).toContain('Join First Team Bakery');
    // Only the token's hash is stored.
    const [stored] = await db()
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.email, email));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(
      6.9 * 24 * 3600_000,
    );

    // The invitation page's details, then a second open invite to the same email is refused.
    const details = await call('POST', '/api/team-invite/details', undefined, { token });
    expect(details.json()).toEqual({ companyName: 'First Team Bakery', email, role: 'staff' });
    const again = await invite(first.cookie, email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVITE_ALREADY_OPEN);
    expect((await call('GET', '/api/company/team', first.cookie)).json().invites).toHaveLength(1);

    // A sign-up with a different email than the invitation's is refused.
    const wrong = await signUpInvited('someone-else@first-team.test', token);
    expect(wrong.statusCode).toBe(403);

    const signUp = await signUpInvited(email, token);
    expect(signUp.statusCode).toBe(201);
    // The account still needs email verification before it can sign in.
    const unverified = await business.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(unverified.statusCode).toBe(403);
    const samCookie = await verifyAndSignIn(email);

    // No company of its own: a member of the first company, with the staff role.
    const team = await call('GET', '/api/company/team', samCookie);
    expect(team.statusCode).toBe(200);
    expect(team.json().companyName).toBe('First Team Bakery');
    expect(team.json().yourRole).toBe('staff');
    expect(team.json().invites).toEqual([]);
    const memberships = await db()
      .select()
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(user.email, email));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]!.company_members.companyId).toBe(first.companyId);

    // The link is used: it cannot be followed again.
    const reused = await call('POST', '/api/team-invite/details', undefined, { token });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe(INVITE_LINK_INVALID);
    const reusedSignUp = await signUpInvited('sam2@first-team.test', token);
    expect(reusedSignUp.statusCode).toBe(403);

    // Staff see the dashboard and redeem, but change no payments, basic information or website.
    expect((await call('GET', '/api/company/dashboard', samCookie)).statusCode).toBe(200);
    const lookup = await call('POST', '/api/company/redemptions/lookup', samCookie, {
      code: 'ABCD-EFGH',
    });
    expect([401, 403]).not.toContain(lookup.statusCode);
    const basicInformation = await business.inject({
      method: 'PUT',
      url: '/api/company/basic-information',
      headers: { cookie: samCookie },
      payload: { tradingName: 'Taken Over Ltd', website: 'https://taken.test' },
    });
    expect(basicInformation.statusCode).toBe(403);
    expect(basicInformation.json().error.message).toBe(COMPANY_ROLE_REFUSED);
    const website = await business.inject({
      method: 'POST',
      url: '/api/company/shop/in-store-only',
      headers: { cookie: samCookie },
      payload: {},
    });
    expect(website.statusCode).toBe(403);
    expect((await call('POST', '/api/company/payments/connect', samCookie, {})).statusCode).toBe(
      403,
    );
    // The owner still may.
    expect(
      (
        await business.inject({
          method: 'PUT',
          url: '/api/company/basic-information',
          headers: { cookie: first.cookie },
          payload: { tradingName: 'First Team Bakery', website: 'https://first.test' },
        })
      ).statusCode,
    ).not.toBe(403);

    // Staff cannot do an owner's work.
    expect((await invite(samCookie, 'x@first-team.test')).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/company/team/members/${first.userId}`, samCookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/company/team/invites/${stored!.id}`, samCookie)).statusCode,
    ).toBe(403);
  });

  it('keeps the ordinary business sign-up creating its own pending company', async () => {
    const res = await business.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: {
        name: 'No Company',
        email: 'nocompany@team.test',
        password: PASSWORD,
        botCheck: await solveBotCheck(business),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Invalid trading name');
  });
});

describe('taking up an invitation while signed in', () => {
  it('lets an existing business account with no company join; refuses a customer', async () => {
    const email = 'lee@first-team.test';
    // A business account that belongs to no company (its membership was removed).
    const leeCookie = await newVerifiedAccount(business, {
      email,
      password: PASSWORD,
      companyName: 'Lee Temporary Ltd',
    });
    const [lee] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    await db().delete(companyMembers).where(eq(companyMembers.userId, lee!.id));
    expect((await call('GET', '/api/company/team', leeCookie)).statusCode).toBe(403);
    await invite(first.cookie, email, 'owner');
    const { token } = await invitedLink(email);

    expect((await call('POST', '/api/team-invite/accept', undefined, { token })).statusCode).toBe(
      401,
    );
    const asCustomer = await call('POST', '/api/team-invite/accept', customerCookie, { token });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.message).toBe(INVITE_CUSTOMER_ACCOUNT);
    // Another company's owner is not the invited account.
    expect(
      (await call('POST', '/api/team-invite/accept', second.cookie, { token })).statusCode,
    ).toBe(403);

    const joined = await call('POST', '/api/team-invite/accept', leeCookie, { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ companyName: 'First Team Bakery' });
    expect((await call('GET', '/api/company/team', leeCookie)).json().yourRole).toBe('owner');
    const twice = await call('POST', '/api/team-invite/accept', leeCookie, { token });
    expect(twice.statusCode).toBe(404);
  });
});

describe('revoking, expiring and removing', () => {
  it('refuses a revoked or expired link; another company cannot revoke', async () => {
    const revokedEmail = 'revoked@first-team.test';
    const sent = (await invite(first.cookie, revokedEmail)).json();
    const { token } = await invitedLink(revokedEmail);
    expect(
      (await call('DELETE', `/api/company/team/invites/${sent.id}`, second.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/company/team/invites/${sent.id}`, first.cookie)).statusCode,
    ).toBe(204);
    expect((await call('POST', '/api/team-invite/details', undefined, { token })).statusCode).toBe(
      404,
    );
    expect((await signUpInvited(revokedEmail, token)).statusCode).toBe(403);
    // Revoked frees the email for a new invitation.
    expect((await invite(first.cookie, revokedEmail)).statusCode).toBe(201);

    const expiredEmail = 'expired@first-team.test';
    await invite(first.cookie, expiredEmail);
    const expired = await invitedLink(expiredEmail);
    await db()
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.email, expiredEmail));
    const refused = await signUpInvited(expiredEmail, expired.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(INVITE_LINK_INVALID);
    // An expired invitation does not block a new one.
    expect((await invite(first.cookie, expiredEmail)).statusCode).toBe(201);
  });

  it('never lets a second company list, invite into, revoke in or remove from the first', async () => {
    const team = (await call('GET', '/api/company/team', second.cookie)).json();
    expect(team.members.map((m: { email: string }) => m.email)).toEqual(['owner@second-team.test']);
    // Inviting goes into the caller's own company, whatever the request says.
    await call('POST', '/api/company/team/invites', second.cookie, {
      email: 'cross@first-team.test',
      role: 'staff',
      companyId: first.companyId,
    });
    const rows = await db()
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.email, 'cross@first-team.test'));
    expect(rows.map((r) => r.companyId)).toEqual([second.companyId]);
    const firstTeam = (await call('GET', '/api/company/team', first.cookie)).json();
    expect(firstTeam.invites.map((i: { email: string }) => i.email)).not.toContain(
      'cross@first-team.test',
    );
    const openId = firstTeam.invites[0].id as string;
    expect(
      (await call('DELETE', `/api/company/team/invites/${openId}`, second.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/company/team/members/${first.userId}`, second.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/company/team', first.cookie)).json().invites).toHaveLength(
      firstTeam.invites.length,
    );
  });

  it('makes a member an owner or staff, never leaving a company without an owner', async () => {
    const setRole = (cookie: string | undefined, userId: string, role: string) =>
      business.inject({
        method: 'PUT',
        url: `/api/company/team/members/${userId}/role`,
        headers: cookie ? { cookie } : {},
        payload: { role },
      });
    const lastOwner = await setRole(second.cookie, second.userId, 'staff');
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error.message).toBe(LAST_OWNER_REMOVE_REFUSED);

    const team = (await call('GET', '/api/company/team', first.cookie)).json();
    const sam = team.members.find((m: { email: string }) => m.email === 'sam@first-team.test');
    expect((await setRole(second.cookie, sam.userId, 'owner')).statusCode).toBe(404);
    expect((await setRole(undefined, sam.userId, 'owner')).statusCode).toBe(401);
    expect((await setRole(first.cookie, sam.userId, 'boss')).statusCode).toBe(409);
    expect((await setRole(first.cookie, sam.userId, 'owner')).statusCode).toBe(204);
    const roleOf = async () =>
      (await call('GET', '/api/company/team', first.cookie))
        .json()
        .members.find((m: { email: string }) => m.email === 'sam@first-team.test').role;
    expect(await roleOf()).toBe('owner');
    expect((await setRole(first.cookie, sam.userId, 'staff')).statusCode).toBe(204);
    expect(await roleOf()).toBe('staff');
  });

  it('removes a member but never the last owner', async () => {
    const removed = await call(
      'DELETE',
      `/api/company/team/members/${second.userId}`,
      second.cookie,
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(LAST_OWNER_REMOVE_REFUSED);

    const team = (await call('GET', '/api/company/team', first.cookie)).json();
    const sam = team.members.find((m: { email: string }) => m.email === 'sam@first-team.test');
    expect(
      (await call('DELETE', `/api/company/team/members/${sam.userId}`, first.cookie)).statusCode,
    ).toBe(204);
    const after = (await call('GET', '/api/company/team', first.cookie)).json();
    expect(after.members.map((m: { email: string }) => m.email)).not.toContain(
      'sam@first-team.test',
    );
    // Two owners now (first + lee): the first owner may remove the other owner.
    const lee = after.members.find((m: { email: string }) => m.email === 'lee@first-team.test');
    expect(
      (await call('DELETE', `/api/company/team/members/${lee.userId}`, first.cookie)).statusCode,
    ).toBe(204);
  });

  it('rate-limits invitations per company', async () => {
    let last = 0;
    for (let i = 0; i <= teamRateRules.invitesPerCompany.limit; i += 1) {
      last = (await invite(second.cookie, `many-${i}@second-team.test`)).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const res = await invite(second.cookie, 'one-more@second-team.test');
    expect(res.json().error.message).toBe(RATE_LIMITED);
    // Another company is not affected.
    expect((await invite(first.cookie, 'unaffected@first-team.test')).statusCode).toBe(201);
  });
});
