import { createHash } from 'node:crypto';
import type { Transaction } from '@stepup/db';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_KEY_REUSED,
  idempotencyKeySchema,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import type { ApiClient } from './api-key-auth';
import { findIdempotentAnswer, storeIdempotentAnswer } from './repository';

/** An answer of the public API's writes: its status and body, as stored and replayed. */
export interface ApiAnswer<T> {
  statusCode: number;
  body: T;
}

/** The Idempotency-Key header, checked; undefined when it was not sent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError('bad_request', IDEMPOTENCY_KEY_REQUIRED);
  return parsed.data;
}

/** What identifies a request for its key: the operation, the code and the body's facts. */
export const requestHashOf = (parts: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Thrown inside the transaction when a racing twin stored its answer first: undoes ours. */
class AnsweredMeanwhile extends Error {}

function replay<T>(
  stored: { requestHash: string; statusCode: number; response: unknown },
  hash: string,
) {
  if (stored.requestHash !== hash)
    throw new AppError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
  return { statusCode: stored.statusCode, body: stored.response as T };
}

/**
 * Runs a write once per company and Idempotency-Key (ADR 036). A key seen before answers its
 * stored status and body (nothing runs again); with another request it is refused. Otherwise the
 * write runs in a transaction that also stores its answer: of two racing requests with one key,
 * the second waits on the first's row, finds it, undoes its own work and replays the first's.
 * Without a key the write simply runs. `afterCommit` runs only when this request did the work.
 */
/** The stored answer to a key seen before (or the refusal of a reused one); undefined if new. */
export async function answerSeen<T>(
  ctx: AppContext,
  client: ApiClient,
  idempotency: { key: string | undefined; requestHash: string },
): Promise<ApiAnswer<T> | undefined> {
  if (idempotency.key === undefined) return undefined;
  const stored = await findIdempotentAnswer(ctx.db, client.companyId, idempotency.key);
  return stored ? replay<T>(stored, idempotency.requestHash) : undefined;
}

export async function runOnce<T>(
  ctx: AppContext,
  client: ApiClient,
  idempotency: { key: string | undefined; requestHash: string },
  write: (tx: Transaction) => Promise<ApiAnswer<T> & { afterCommit?: () => Promise<void> }>,
): Promise<ApiAnswer<T>> {
  const { key, requestHash } = idempotency;
  const seen = await answerSeen<T>(ctx, client, idempotency);
  if (seen) return seen;
  let done: Awaited<ReturnType<typeof write>>;
  try {
    done = await ctx.db.transaction(async (tx) => {
      const answer = await write(tx);
      if (key !== undefined) {
        const stored = await storeIdempotentAnswer(tx, {
          companyId: client.companyId,
          key,
          apiKeyId: client.keyId,
          requestHash,
          statusCode: answer.statusCode,
          response: answer.body,
        });
        if (!stored) throw new AnsweredMeanwhile();
      }
      return answer;
    });
  } catch (err) {
    if (!(err instanceof AnsweredMeanwhile) || key === undefined) throw err;
    const stored = await findIdempotentAnswer(ctx.db, client.companyId, key);
    if (!stored) throw err;
    return replay<T>(stored, requestHash);
  }
  await done.afterCommit?.();
  return { statusCode: done.statusCode, body: done.body };
}
