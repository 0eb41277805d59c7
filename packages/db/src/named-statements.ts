import pg from 'pg';
import { countCommittedWrites } from './committed-writes';

/**
 * How many different statements get a name (ADR 061). Each connection's backend keeps a named
 * statement it ran, with its plan: measured, 24 KB for a read of one user by id, about 150 KB for
 * the purchase's facts read. The bound keeps that within about 45 MB per connection
 * however many texts the process meets; the statements that run all the time (a sale, the
 * catalog, the session) are named within the first minutes.
 */
export const NAMED_STATEMENTS_MAX = 300;
/** How many texts seen once are remembered: past this, new texts run unnamed, as before. */
const SEEN_ONCE_MAX = 10_000;

const names = new Map<string, string>();
const seenOnce = new Set<string>();

/**
 * The name of a statement's text, from its second run in this process on: a text met once (a list
 * of ids of a new length, a rare admin action) is not worth keeping in every connection. The same
 * text always gets the same name; null while unnamed (first run, or past the bounds).
 */
export function statementName(text: string): string | null {
  const name = names.get(text);
  if (name !== undefined) return name;
  if (names.size >= NAMED_STATEMENTS_MAX) return null;
  if (!seenOnce.has(text)) {
    if (seenOnce.size < SEEN_ONCE_MAX) seenOnce.add(text);
    return null;
  }
  seenOnce.delete(text);
  const named = `stepup_${names.size + 1}`;
  names.set(text, named);
  return named;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * A node-postgres client whose statements with parameters are prepared once per connection and
 * then only executed (ADR 061): PostgreSQL parses a statement once and, after a few runs, keeps
 * one plan for it, instead of parsing and planning it on every call. For the application's short
 * statements planning took most of PostgreSQL's time (0.3 ms to plan against 0.05 ms to run the
 * purchase's facts read). Statements without parameters (scripts of several statements, the job
 * queue's raw SQL) are sent as before: a prepared statement holds exactly one.
 *
 * It also counts the writes it commits (`committedWrites`), for the visitors' kept answers.
 */
export class NamedStatementsClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    countCommittedWrites(this.connection);
  }

  // pg's query() has many overloads; this one only adds a name to a plain config object.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config === 'object' && config !== null) {
      const query = config as QueryConfig;
      const parameters = Array.isArray(values) ? values : query.values;
      if (
        typeof query.text === 'string' &&
        query.name === undefined &&
        typeof query.submit !== 'function' &&
        Array.isArray(parameters) &&
        parameters.length > 0
      ) {
        const name = statementName(query.text);
        if (name !== null) config = { ...query, name };
      }
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}
