import type { Database, Transaction } from '@stepup/db';
import { deleteSessionsOf } from './repository';

/**
 * Signs an account out everywhere, in the caller's transaction: every session cookie of it finds
 * nothing any more (an admin denying a customer). Other modules call this, never the repository.
 */
export async function endAllSessions(tx: Database | Transaction, userId: string): Promise<void> {
  await deleteSessionsOf(tx, userId);
}
