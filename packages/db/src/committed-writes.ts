import type { EventEmitter } from 'node:events';

/**
 * How many times one of this process's PostgreSQL connections has come back to idle after a
 * statement that may have written (a write outside a transaction, or a transaction's end). The
 * visitors' kept answers read the public read version again whenever this moved (ADR 041,
 * amendment of session 27): a change this process made shows on its next request exactly, without
 * waiting for the notification that tells the other processes.
 */
let committed = 0;

export function committedWrites(): number {
  return committed;
}

// Command tags (the first word) of statements that write nothing. Anything else, COMMIT included,
// may have written: counting too often only costs a read.
const READ_ONLY = new Set([
  'SELECT',
  'SHOW',
  'BEGIN',
  'START',
  'SET',
  'RESET',
  'LISTEN',
  'UNLISTEN',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'DISCARD',
  'DEALLOCATE',
  'PREPARE',
  'DECLARE',
  'FETCH',
  'MOVE',
  'CLOSE',
  'EXPLAIN',
]);

function mayHaveWritten(tag: string): boolean {
  const words = tag.split(' ');
  if (READ_ONLY.has(words[0] ?? '')) return false;
  // "INSERT 0 n", "UPDATE n", "DELETE n", "MERGE n": nothing written when n is 0.
  return !(words.length > 1 && words.at(-1) === '0');
}

/**
 * Counts on one node-postgres connection. A write outside a transaction commits only at the end of
 * its exchange (the extended protocol's Sync), so the count moves when the connection reports
 * itself idle again, before the writer's query resolves, never at the statement's own completion.
 */
export function countCommittedWrites(connection: EventEmitter): void {
  let wrote = false;
  connection.on('commandComplete', (message: { text?: string }) => {
    if (mayHaveWritten(message.text ?? '')) wrote = true;
  });
  connection.on('readyForQuery', (message: { status?: string }) => {
    if (wrote && message.status === 'I') {
      wrote = false;
      committed += 1;
    }
  });
}
