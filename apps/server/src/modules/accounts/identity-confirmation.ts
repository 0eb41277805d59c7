import type { Database } from '@stepup/db';
import { stampIdentityConfirmed } from './repository';

/**
 * Notes that a session's account confirmed its identity (password and authenticator code) at
 * `at`: the actor of that session's next requests carries it (its admin's identityConfirmedAt),
 * which the most sensitive admin actions ask for. Other modules call this, never the repository.
 */
export async function recordIdentityConfirmation(
  db: Database,
  sessionId: string,
  at: Date,
): Promise<void> {
  await stampIdentityConfirmed(db, sessionId, at);
}
