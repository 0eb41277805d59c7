import type { ApiKey, ApiKeyCreated, ApiKeyList, ApiKeyRequest } from '@stepup/contracts';
import {
  API_KEY_NOT_FOUND,
  API_KEYS_PER_COMPANY,
  API_KEYS_TOO_MANY,
  apiKeyRequestSchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { validate } from '../../context/validate';
import { writeInteractionLog } from '../admin/interaction-log';
import { newApiKeySecret } from './api-key-secret';
import { publicApiRateRules as rules } from './public-api-rate-rules';
import type { ApiKeyRow } from './repository';
import { countActiveKeys, findCompanyKeys, insertApiKey, revokeApiKey } from './repository';

// The "API keys" tab of /api: an owner's keys for the public API (ADR 036).

const shapeKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter((s): s is 'read' | 'redeem' => s === 'read' || s === 'redeem'),
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Who may call: a member whose role manages the website connection (owners). Active keys first. */
export async function listApiKeys(ctx: AppContext, actor: Actor): Promise<ApiKeyList> {
  const { companyId } = requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company;
  return { keys: (await findCompanyKeys(ctx.db, companyId)).map(shapeKey) };
}

/**
 * Creates a key and answers it, the only time it is ever sent: only its SHA-256 and its visible
 * beginning are stored. Logged in the interaction log. Who may call: as listApiKeys; limited per
 * company and per address.
 */
export async function createApiKey(
  ctx: AppContext,
  actor: Actor,
  input: ApiKeyRequest,
): Promise<ApiKeyCreated> {
  const member = requireCompanyMember(actor, { may: 'manageWebsiteConnection' });
  const { companyId } = member.company;
  await ctx.limiter.hit(rules.keyChangesPerIp, actor.ip);
  await ctx.limiter.hit(rules.keyChangesPerCompany, companyId);
  const form = validate(apiKeyRequestSchema, input, { fields: true });
  if ((await countActiveKeys(ctx.db, companyId)) >= API_KEYS_PER_COMPANY)
    throw new AppError('conflict', API_KEYS_TOO_MANY);
  const { secret, hash, prefix } = newApiKeySecret();
  const keyId = await ctx.db.transaction(async (tx) => {
    const id = await insertApiKey(tx, {
      companyId,
      name: form.name,
      keyHash: hash,
      prefix,
      scopes: form.scopes,
      createdByUserId: member.user.id,
    });
    await writeInteractionLog(tx, {
      actorUserId: member.user.id,
      actorLabel: member.user.email,
      action: 'api-key.created',
      targetType: 'api-key',
      targetId: id,
      data: { name: form.name, companyId, prefix, scopes: form.scopes },
    });
    return id;
  });
  const row = (await findCompanyKeys(ctx.db, companyId)).find((k) => k.id === keyId)!;
  return { key: shapeKey(row), secret };
}

/**
 * Revokes the company's key: every request with it is refused from now on. Another company's key
 * (or one already revoked) is not found. Logged. Who may call: as createApiKey.
 */
export async function revokeCompanyApiKey(
  ctx: AppContext,
  actor: Actor,
  input: { keyId: string },
): Promise<void> {
  const member = requireCompanyMember(actor, { may: 'manageWebsiteConnection' });
  const { companyId } = member.company;
  await ctx.limiter.hit(rules.keyChangesPerIp, actor.ip);
  await ctx.limiter.hit(rules.keyChangesPerCompany, companyId);
  await ctx.db.transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, companyId, input.keyId, ctx.clock());
    if (!revoked) throw new AppError('not_found', API_KEY_NOT_FOUND);
    await writeInteractionLog(tx, {
      actorUserId: member.user.id,
      actorLabel: member.user.email,
      action: 'api-key.revoked',
      targetType: 'api-key',
      targetId: revoked.id,
      data: { name: revoked.name, companyId, prefix: revoked.prefix },
    });
  });
}
