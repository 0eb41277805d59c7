import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '@stepup/db';
import { claimBotCheckSolution } from './repository';

/**
 * The sign-up bot check: a self-hosted proof of work (altcha), no third party. The server signs
 * each challenge, so it keeps no state until a solution is accepted; accepted solutions are
 * recorded so none can be replayed.
 */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export interface BotCheck {
  challenge(): Promise<Challenge>;
  /** True once per valid, unexpired, correctly signed solution. */
  verify(payload: string | undefined): Promise<boolean>;
}

export function createBotCheck(db: Database, secret: string, { cost = 5_000 } = {}): BotCheck {
  // Separate keys per purpose, derived from the one configured secret.
  const hmacSignatureSecret = createHmac('sha256', secret).update('altcha-challenge').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha-key').digest('hex');

  return {
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),

    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return false;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      const id = parsed.challenge.parameters.nonce;
      const { expiresAt: expiresAtSeconds } = parsed.challenge.parameters;
      const expiresAt = new Date(
        expiresAtSeconds ? expiresAtSeconds * 1000 : Date.now() + CHALLENGE_LIFETIME_MS,
      );
      return claimBotCheckSolution(db, `altcha:${id}`, expiresAt);
    },
  };
}

function parsePayload(
  payload: string | undefined,
): { challenge: Challenge; solution: Solution } | undefined {
  if (!payload) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (
      decoded &&
      typeof decoded === 'object' &&
      'challenge' in decoded &&
      'solution' in decoded &&
      typeof (decoded as { challenge: { parameters?: { nonce?: unknown } } }).challenge?.parameters
        ?.nonce === 'string'
    ) {
      return decoded as { challenge: Challenge; solution: Solution };
    }
  } catch {
    // fall through: not base64 JSON
  }
  return undefined;
}
