import type { Transaction } from '@stepup/db';
import type { AuditEntry } from './repository';
import { insertAudit } from './repository';

export type InteractionLogEntry = AuditEntry;

/**
 * One line of the interaction log (`audit_log`), written in the transaction of the change it
 * records. The admin module owns the log; other modules (refunds, disputes) write through here.
 */
export const writeInteractionLog = (tx: Transaction, entry: InteractionLogEntry): Promise<void> =>
  insertAudit(tx, entry);
