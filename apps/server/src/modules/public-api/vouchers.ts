import { redemptions } from '../../metrics';
import type {
  PublicRedemption,
  PublicRefusalCode,
  PublicValidation,
  PublicVoucher,
} from '@stepup/contracts';
import {
  CUSTOMER_REDEMPTIONS_OFF,
  IDEMPOTENCY_KEY_REQUIRED,
  REDEMPTIONS_TURNED_OFF,
  ROLLBACK_TOO_LATE,
  ROLLBACK_WINDOW_MS,
  VOUCHER_CANCELLED,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_HELD,
  VOUCHER_MARKED_USED,
  VOUCHER_NOT_USED,
  VOUCHER_REDEMPTION_ROLLED_BACK,
  canRollBack,
  normaliseVoucherCode,
  publicRedeemSchema,
  publicValidateSchema,
  redemptionRefusal,
  redemptionStatus,
} from '@stepup/domain';
import type { Database, Transaction } from '@stepup/db';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { rollBackRedemption, useVoucherOnce } from '../redemption/use-voucher';
import { queueVoucherEvents } from '../voucher-events/voucher-events';
import type { ApiCaller, ApiClient } from './api-key-auth';
import { requireApiKey } from './api-key-auth';
import type { ApiAnswer } from './idempotency';
import { answerSeen, idempotencyKeyOf, requestHashOf, runOnce } from './idempotency';
import { publicApiRateRules as rules } from './public-api-rate-rules';
import type { PublicVoucherRow } from './repository';
import {
  findCampaignSites,
  findCompanyRedemptionsEnabled,
  findPublicVoucher,
  releaseHolds,
  takeHold,
} from './repository';

// The public API's voucher operations (/api/v1/vouchers/{code}…, ADR 036). Each starts with the
// key (requireApiKey), then the company's redemptions switch and the code, the company's own only:
// another company's code answers exactly like an unknown one, and wrong codes count per key.

type Db = Database | Transaction;
type ErrorBody = { error: { code: 'conflict'; message: string } };

async function shapeVoucher(db: Db, row: PublicVoucherRow, now: Date): Promise<PublicVoucher> {
  return {
    code: row.code,
    status: redemptionStatus(row, now),
    faceValuePence: row.faceValuePence,
    currency: 'GBP',
    expiresAt: row.expiresAt.toISOString(),
    campaign: { id: row.campaignId, name: row.campaignName },
    sites: await findCampaignSites(db, row.campaignId),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedChannel: row.usedChannel ?? null,
    orderRef: row.usedOrderRef ?? null,
    heldUntil: row.holdExpiresAt?.toISOString() ?? null,
  };
}

/** Why the voucher cannot be used now (a live hold counts unless it is `ownHoldId`); null if it can. */
function refusalOf(
  row: PublicVoucherRow,
  now: Date,
  ownHoldId: string | null = null,
): { code: PublicRefusalCode; message: string } | null {
  const status = redemptionStatus(row, now);
  const refused = redemptionRefusal(status);
  if (status !== 'unused' && refused) return { code: status, message: refused };
  if (!row.buyerRedemptionsEnabled)
    return { code: 'customer_redemptions_off', message: CUSTOMER_REDEMPTIONS_OFF };
  if (row.holdId && row.holdId !== ownHoldId) return { code: 'held', message: VOUCHER_HELD };
  return null;
}

/** The key, then the switch, then the company's own voucher or 404 (wrong codes counted). */
async function findForClient(ctx: AppContext, client: ApiClient, typed: string) {
  await ctx.limiter.assertUnder(rules.wrongCodesPerKey, client.keyId);
  if (!(await findCompanyRedemptionsEnabled(ctx.db, client.companyId)))
    throw new AppError('conflict', REDEMPTIONS_TURNED_OFF);
  const code = normaliseVoucherCode(typed);
  const row = code
    ? await findPublicVoucher(ctx.db, client.companyId, code, ctx.clock())
    : undefined;
  if (!row) {
    await ctx.limiter.count(rules.wrongCodesPerKey, client.keyId);
    throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
  }
  return row;
}

async function reread(tx: Db, client: ApiClient, code: string, now: Date) {
  const row = await findPublicVoucher(tx, client.companyId, code, now);
  if (!row) throw new AppError('not_found', VOUCHER_CODE_UNKNOWN);
  return row;
}

/** The code as stored (spaces, dashes and case do not matter), to identify a request by. */
const codeOf = (typed: string) => normaliseVoucherCode(typed) ?? typed.trim();

const conflict = (message: string): ApiAnswer<ErrorBody> => ({
  statusCode: 409,
  body: { error: { code: 'conflict', message } },
});

/** GET /api/v1/vouchers/{code}. Who may call: a key with the read scope. */
export async function getPublicVoucher(
  ctx: AppContext,
  caller: ApiCaller,
  input: { code: string },
): Promise<PublicVoucher> {
  const client = await requireApiKey(ctx, caller, 'read');
  const row = await findForClient(ctx, client, input.code);
  return shapeVoucher(ctx.db, row, ctx.clock());
}

/**
 * POST /api/v1/vouchers/{code}/validate: whether the code can be used now, and with holdSeconds a
 * hold on it for a checkout (one per voucher; the same key and reference renews its own). Who may
 * call: a key with the read scope.
 */
export async function validatePublicVoucher(
  ctx: AppContext,
  caller: ApiCaller,
  input: { code: string; body?: { holdSeconds?: number; reference?: string } },
): Promise<PublicValidation> {
  const client = await requireApiKey(ctx, caller, 'read');
  const body = validate(publicValidateSchema, input.body ?? {});
  const found = await findForClient(ctx, client, input.code);
  const now = ctx.clock();
  const reference = body.reference || null;
  const ownHold =
    found.holdId && found.holdApiKeyId === client.keyId && reference !== null
      ? found.holdReference === reference
      : false;
  let reason = refusalOf(found, now, ownHold ? found.holdId : null);
  let hold: PublicValidation['hold'] = null;
  if (!reason && body.holdSeconds) {
    const taken = await takeHold(ctx.db, {
      voucherId: found.id,
      companyId: client.companyId,
      apiKeyId: client.keyId,
      reference,
      at: now,
      expiresAt: new Date(now.getTime() + body.holdSeconds * 1000),
    });
    if (taken)
      hold = { id: taken.id, expiresAt: taken.expiresAt.toISOString(), reference: taken.reference };
    else reason = { code: 'held', message: VOUCHER_HELD };
  } else if (!reason && ownHold && found.holdId && found.holdExpiresAt) {
    hold = { id: found.holdId, expiresAt: found.holdExpiresAt.toISOString(), reference };
  }
  const row = await reread(ctx.db, client, found.code, now);
  return { usable: reason === null, reason, hold, voucher: await shapeVoucher(ctx.db, row, now) };
}

/**
 * POST /api/v1/vouchers/{code}/redeem: marks the voucher used for the order, once per
 * Idempotency-Key (required), through useVoucherOnce (channel 'api'), so it races the till and
 * the shop safely; a held code only for its hold. The answer, success or refusal, is stored with
 * the key and replayed. Who may call: a key with the redeem scope.
 */
export async function redeemPublicVoucher(
  ctx: AppContext,
  caller: ApiCaller,
  input: { code: string; idempotencyKey: string | string[] | undefined; body: unknown },
): Promise<ApiAnswer<PublicRedemption | ErrorBody>> {
  const client = await requireApiKey(ctx, caller, 'redeem');
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === undefined) throw new AppError('bad_request', IDEMPOTENCY_KEY_REQUIRED);
  const body = validate(publicRedeemSchema, input.body ?? {}, { fields: true });
  const holdId = body.holdId ?? null;
  const requestHash = requestHashOf(['redeem', codeOf(input.code), body.orderRef, holdId]);
  // A key seen before answers as it did, whatever has changed since.
  const seen = await answerSeen<PublicRedemption | ErrorBody>(ctx, client, { key, requestHash });
  if (seen) return seen;
  const found = await findForClient(ctx, client, input.code);
  return runOnce<PublicRedemption | ErrorBody>(ctx, client, { key, requestHash }, async (tx) => {
    const at = ctx.clock();
    const marked = await useVoucherOnce(tx, {
      companyId: client.companyId,
      code: found.code,
      at,
      channel: 'api',
      orderRef: body.orderRef,
      holdId,
    });
    const row = await reread(tx, client, found.code, at);
    if (!marked) return conflict(refusalOf(row, at, holdId)?.message ?? VOUCHER_CODE_UNKNOWN);
    await releaseHolds(tx, marked.voucherId);
    return {
      statusCode: 200,
      body: {
        message: VOUCHER_MARKED_USED,
        voucher: await shapeVoucher(tx, { ...row, holdId: null, holdExpiresAt: null }, at),
      },
      afterCommit: () => {
        redemptions.inc({ channel: 'api' });
        return queueVoucherEvents(ctx.jobs, [marked.eventId]);
      },
    };
  });
}

/**
 * POST /api/v1/vouchers/{code}/rollback: undoes a redemption made within the last 24 hours (a
 * payment that failed after the code was used); refused when not used or too late. An
 * Idempotency-Key is optional here and works as on redeem. Who may call: a key with the redeem
 * scope.
 */
export async function rollBackPublicVoucher(
  ctx: AppContext,
  caller: ApiCaller,
  input: { code: string; idempotencyKey: string | string[] | undefined },
): Promise<ApiAnswer<PublicRedemption | ErrorBody>> {
  const client = await requireApiKey(ctx, caller, 'redeem');
  const key = idempotencyKeyOf(input.idempotencyKey);
  const requestHash = requestHashOf(['rollback', codeOf(input.code)]);
  const seen = await answerSeen<PublicRedemption | ErrorBody>(ctx, client, { key, requestHash });
  if (seen) return seen;
  const found = await findForClient(ctx, client, input.code);
  return runOnce<PublicRedemption | ErrorBody>(ctx, client, { key, requestHash }, async (tx) => {
    const at = ctx.clock();
    const undone = await rollBackRedemption(tx, {
      companyId: client.companyId,
      code: found.code,
      at,
      windowMs: ROLLBACK_WINDOW_MS,
    });
    const row = await reread(tx, client, found.code, at);
    if (!undone) {
      if (row.cancelledAt) return conflict(VOUCHER_CANCELLED);
      if (!row.usedAt) return conflict(VOUCHER_NOT_USED);
      return conflict(canRollBack(row.usedAt, at) ? VOUCHER_NOT_USED : ROLLBACK_TOO_LATE);
    }
    return {
      statusCode: 200,
      body: { message: VOUCHER_REDEMPTION_ROLLED_BACK, voucher: await shapeVoucher(tx, row, at) },
      afterCommit: () => queueVoucherEvents(ctx.jobs, [undone.eventId]),
    };
  });
}
