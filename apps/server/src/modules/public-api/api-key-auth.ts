import { API_KEY_INVALID, API_KEY_MISSING, apiKeyScopeMissing } from '@stepup/domain';
import type { ApiKeyScope } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import { hashApiKey, looksLikeApiKey } from './api-key-secret';
import { publicApiRateRules as rules } from './public-api-rate-rules';
import { findActiveKeyByHash, stampKeyUse } from './repository';

/** Who calls the public API: what the request carried (the route passes it on untouched). */
export interface ApiCaller {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  ip: string;
}

/** A caller whose key was found: the company it acts for, always from the key. */
export interface ApiClient {
  keyId: string;
  companyId: string;
  scopes: string[];
  ip: string;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The public API's access rule, first in every use case: a key that exists and is not revoked
 * (401), with the scope the operation needs (403). Failed attempts are counted per address and
 * past the limit every attempt from there is refused (429); each accepted request counts against
 * its key's own limit (429).
 */
export async function requireApiKey(
  ctx: AppContext,
  caller: ApiCaller,
  scope: ApiKeyScope,
): Promise<ApiClient> {
  await ctx.limiter.assertUnder(rules.failedAuthPerIp, caller.ip);
  const header = caller.authorization ?? '';
  const sent = header.length <= 200 ? BEARER.exec(header)?.[1] : undefined;
  const key =
    sent && looksLikeApiKey(sent) ? await findActiveKeyByHash(ctx.db, hashApiKey(sent)) : undefined;
  if (!key) {
    await ctx.limiter.count(rules.failedAuthPerIp, caller.ip);
    throw new AppError('unauthenticated', header ? API_KEY_INVALID : API_KEY_MISSING);
  }
  await ctx.limiter.hit(rules.requestsPerKey, key.id);
  await stampKeyUse(ctx.db, key.id, ctx.clock());
  if (!key.scopes.includes(scope)) throw new AppError('forbidden', apiKeyScopeMissing(scope));
  return { keyId: key.id, companyId: key.companyId, scopes: key.scopes, ip: caller.ip };
}
