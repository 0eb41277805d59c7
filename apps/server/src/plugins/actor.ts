import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../context/actor';
import type { AppContext } from '../context/app-context';
import { BrowserCredentials } from '../context/browser-credentials';
import { hasSessionCookie } from '../modules/accounts/auth';
import { currentSession, stampActivity } from '../modules/accounts/service';
import { findIdentityConfirmedAt } from '../modules/accounts/repository';
import { findAdminLevel } from '../modules/admins/access-repository';
import { findMembership } from '../modules/companies/membership-repository';
import { fetchHeaders } from './fetch-headers';
import { clientIp } from './rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once before the handler (see resolveActor). */
    actor: Actor;
  }
}

/**
 * The request boundary's one question, "who is asking": this site's session (currentSession also
 * ends admin sessions past their lifetime), then for a business account the company it acts for
 * (its membership) and, for an admin, its permission level and when this session last confirmed
 * its identity. Customers
 * and business accounts are told apart by the account, not by the site, as the access rules were.
 */
export async function resolveActor(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const ip = clientIp(request);
  const headers = fetchHeaders(request);
  const browser = new BrowserCredentials(headers);
  // No session cookie, no session.
  const found = hasSessionCookie(headers, ctx.site)
    ? await currentSession(ctx, browser, ctx.clock())
    : null;
  if (!found) return { kind: 'visitor', ip, browser };
  const { user, session } = found;
  if (user.audience === 'customer') return { kind: 'customer', ip, browser, user, session };
  const membership = await findMembership(ctx.db, user.id);
  // An admin's last activity (shown on /admin/admins) follows every request, not only page loads.
  if (user.roleClass === 'admin') await stampActivity(ctx, user);
  return {
    kind: 'business',
    ip,
    browser,
    user,
    session,
    company: membership ?? null,
    admin:
      user.roleClass === 'admin'
        ? {
            identityConfirmedAt: await findIdentityConfirmedAt(ctx.db, session.id),
            ...(await findAdminLevel(ctx.db, user.id)),
          }
        : null,
  };
}

/**
 * A request with no cookie at all: a visitor, known without a query, and with no copy of the
 * headers until a flow asks for them (a sign-in). Most requests are visitors' reads, and they
 * never reach better-auth.
 */
function visitorWithoutCookies(request: FastifyRequest): Actor | null {
  if (request.headers.cookie !== undefined) return null;
  return {
    kind: 'visitor',
    ip: clientIp(request),
    browser: new BrowserCredentials(() => fetchHeaders(request)),
  };
}

/**
 * Resolves the actor of every API request once, before its handler, so routes only pass it on and
 * no use case reads a cookie. Routes that must not touch the session (the payment webhook, the
 * health check) say so with `config: { actor: false }` and see a visitor. A callback hook, not an
 * async one: a visitor's actor is ready at once, with no promise on the way (bench:api).
 */
export function registerActor(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest<Actor | null>('actor', null);
  app.addHook('preHandler', (request, _reply, done) => {
    const wanted = (request.routeOptions.config as { actor?: boolean } | undefined)?.actor;
    const known =
      wanted === false
        ? ({ kind: 'visitor', ip: clientIp(request), browser: null } as const)
        : visitorWithoutCookies(request);
    if (known) {
      request.actor = known;
      done();
      return;
    }
    resolveActor(ctx, request).then(
      (actor) => {
        request.actor = actor;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route never needs to know who is asking (no session lookup). */
    actor?: boolean;
  }
}
