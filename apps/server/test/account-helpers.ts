import { createHmac } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { devMailListSchema } from '@stepup/contracts';
import type { DevMail } from '@stepup/contracts';
import type { Site } from '../src/app';
import { siteAuthSecret } from '../src/modules/accounts/auth';

/** Solves the server's bot check the way the browser widget does, and encodes its payload. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/account/bot-check' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The newest mail to `to` (optionally of one template), waiting for it to arrive. */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  {
    template,
    count = 1,
    timeoutMs = 10_000,
  }: { template?: string; count?: number; timeoutMs?: number } = {},
): Promise<DevMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(to)}`,
    });
    const mail = devMailListSchema
      .parse(res.json())
      .mail.filter((m) => !template || m.template === template);
    if (mail.length >= count) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} (${template ?? 'any'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The emailed link's action code (oobCode). */
export function actionCode(mail: DevMail): string {
  const link = mail.links.find((l) => l.includes('oobCode='));
  if (!link) throw new Error('no action link in mail');
  return new URL(link).searchParams.get('oobCode')!;
}

/** Cookie header value from a reply's set-cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

const sessionCookieName = (site: Site) =>
  `${site === 'web' ? 'stepup' : 'stepup-business'}.session_token`;

/**
 * One site's session re-signed with the other site's key, under that site's cookie name: a session
 * the other site would accept, as if it had issued it (a renamed cookie alone is no session there,
 * each site signs with its own key). Only for tests of the checks behind the signature, e.g. that
 * a customer's session on the business site still meets the audience rules.
 */
export function sessionSignedFor(cookie: string, to: Site, authSecret: string): string {
  const token = sessionTokenOf(cookie, to === 'web' ? 'business' : 'web');
  const signature = createHmac('sha256', siteAuthSecret(authSecret, to))
    .update(token)
    .digest('base64');
  return `${sessionCookieName(to)}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The session token (the session row's `token`) in a cookie header of `site`. */
export function sessionTokenOf(cookie: string, site: Site): string {
  const name = sessionCookieName(site);
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) throw new Error(`no ${name} cookie`);
  const value = decodeURIComponent(raw);
  return value.slice(0, value.lastIndexOf('.'));
}

/**
 * Turns on an authenticator app for the account signed in with `cookie`, as the account page
 * does; returns its otpauth URI and the session cookie that replaces `cookie`.
 */
export async function turnOnAuthenticator(
  app: FastifyInstance,
  cookie: string,
  password: string,
): Promise<{ totpURI: string; cookie: string }> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const { totpURI } = (await post('/api/account/two-factor/start', { password })).json();
  const confirmed = await post('/api/account/two-factor/confirm', { code: totpCode(totpURI) });
  if (confirmed.statusCode !== 200) throw new Error(`two-factor not on: ${confirmed.body}`);
  return { totpURI, cookie: cookiesFrom(confirmed.headers['set-cookie']) || cookie };
}

/** A new session of an account with an authenticator app: password, then the current code. */
export async function signInWithAuthenticator(
  app: FastifyInstance,
  account: { email: string; password: string },
  totpURI: string,
): Promise<string> {
  const first = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: account,
  });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/verify',
    payload: { code: totpCode(totpURI) },
    headers: { cookie: cookiesFrom(first.headers['set-cookie']) },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in failed: ${verified.body}`);
  return cookiesFrom(verified.headers['set-cookie']);
}

/**
 * Signs up and verifies a fresh account through the API of `app`'s site (a customer; on the
 * business site, with `companyName`, a company user with a pending company); returns a signed-in
 * cookie.
 */
export async function newVerifiedAccount(
  app: FastifyInstance,
  {
    email,
    password,
    name = 'Jamie Fox',
    companyName,
  }: { email: string; password: string; name?: string; companyName?: string },
): Promise<string> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { name, email, password, companyName, botCheck: await solveBotCheck(app) },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const [mail] = await waitForMail(app, email, { template: 'verify-email' });
  await app.inject({
    method: 'POST',
    url: '/api/account/verify-email',
    payload: { token: actionCode(mail!) },
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return cookiesFrom(signIn.headers['set-cookie']);
}

/** A fresh, verified, signed-in customer of the customer site's `app`. */
export const newVerifiedCustomer = (
  app: FastifyInstance,
  account: { email: string; password: string; name?: string },
) => newVerifiedAccount(app, account);

/** The current 6-digit code for an otpauth:// URI (RFC 6238, SHA-1, 30 s), as an authenticator app shows it. */
export function totpCode(totpURI: string, at = Date.now()): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}
