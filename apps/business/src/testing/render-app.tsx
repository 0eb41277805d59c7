import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import { vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { AccountUser, DevMail, SiteSettings } from '@stepup/contracts';
import { ADMIN_AREAS, EMAIL_VERIFIED, FORGOT_PASSWORD_SUCCESS } from '@stepup/domain';
import { AppProviders } from '@stepup/ui';
import { routes } from '../app/router';
import { memoryRouter } from '@stepup/ui/testing';

const site: SiteSettings = {
  siteName: 'StepUp Vouchers',
  tabInfo: 'StepUp Vouchers',
  logoUrl: null,
  faviconUrl: null,
  giftingFeePence: 150,
  contactEmail: null,
  postalAddress: [],
  webUrl: 'https://www.stepup.test',
  businessUrl: 'https://business.stepup.test',
  payments: { provider: 'sandbox' },
  phoneWallets: { apple: false, google: false },
};

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeData {
  /** The signed-in user; signed out by default. */
  user?: AccountUser | null;
  /** Answers by path after /api/account/, given the request body. */
  account?: Record<string, (body: Record<string, unknown>) => FakeAnswer>;
  /** The local mailbox (asked for one address); undefined answers 404 as in production. */
  mail?: DevMail[];
  /**
   * Any other endpoint: answers by method and path (with the query string), or undefined to
   * fall through to the defaults below, then the 404 of an unknown path. GET /api/admin/access
   * answers every area at write unless answered here (adminAccessWith for another level).
   */
  api?: (
    method: string,
    pathAndQuery: string,
    body: Record<string, unknown>,
  ) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;
}

export const apiError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});

/** A contract-valid company user. */
export function aCompanyUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'company-user-1',
    name: 'Jo Bennett',
    email: 'jo@shop.test',
    audience: 'business',
    roleClass: 'company',
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** GET /api/admin/access's answer for a level with these grants (an area left out is none). */
export function adminAccessWith(
  grants: Partial<Record<(typeof ADMIN_AREAS)[number], 'read' | 'write'>>,
  name = 'Custom level',
): FakeAnswer {
  const all = Object.fromEntries(ADMIN_AREAS.map((area) => [area, grants[area] ?? 'none']));
  return { status: 200, body: { level: { id: 'level-1', name }, grants: all } };
}

/** Every area at write: what admins in the page tests have unless a test says otherwise. */
const fullAccess = adminAccessWith(
  Object.fromEntries(ADMIN_AREAS.map((area) => [area, 'write' as const])),
  'Full access',
);

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** An API client whose fetch answers like the server; unknown paths 404. */
export function fakeClient(data: FakeData = {}) {
  let user = data.user ?? null;
  const defaults: Record<string, (body: Record<string, unknown>) => FakeAnswer> = {
    session: () => ({ status: 200, body: { user } }),
    'sign-in': (body) => {
      user = aCompanyUser({ email: String(body.email) });
      return { status: 200, body: { user, twoFactorRequired: false } };
    },
    'sign-out': () => {
      user = null;
      return { status: 200, body: { user: null } };
    },
    'verify-email': () => ({ status: 200, body: { message: EMAIL_VERIFIED, signedIn: false } }),
    'forgot-password': () => ({ status: 200, body: { message: FORGOT_PASSWORD_SUCCESS } }),
    'reset-password': () => ({ status: 204 }),
  };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/site') return json(200, site);
    if (url.pathname === '/api/dev/mail' && data.mail) {
      // As the server: one address's mail, never everybody's.
      const to = url.searchParams.get('to');
      if (!to)
        return json(422, { error: { code: 'validation', message: 'Invalid email address' } });
      return json(200, { mail: data.mail.filter((m) => m.to === to) });
    }
    const account = /^\/api\/account\/([\w/-]+)$/.exec(url.pathname);
    const handler = account ? (data.account?.[account[1]!] ?? defaults[account[1]!]) : undefined;
    if (handler) {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = handler(body);
      return json(answer.status, answer.body ?? null);
    }
    if (data.api) {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      // A promise answers when the test says so (a slow server).
      const answer = await data.api(init?.method ?? 'GET', `${url.pathname}${url.search}`, body);
      if (answer) return json(answer.status, answer.body ?? null);
    }
    if (url.pathname === '/api/admin/access' && (init?.method ?? 'GET') === 'GET') {
      return json(fullAccess.status, fullAccess.body);
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return Object.assign(createApiClient({ fetch }), { fetch });
}

/** Mounts the whole business site at `path`. */
export function renderApp(path: string, data: FakeData = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { element, router } = memoryRouter(routes, path);
  const client = fakeClient(data);
  const utils = render(
    <AppProviders apiClient={client} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
  return { ...utils, router, fetch: client.fetch };
}

/** axe-core on a rendered tree; colour contrast is checked by hand, since jsdom cannot. */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}
