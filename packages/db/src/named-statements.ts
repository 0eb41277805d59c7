import pg from 'pg';

/**
 * How many different statements get a name. The ORM builds its SQL with parameters, so the
 * application's statements are a fixed set (a few hundred); only a list of ids of varying length
 * (`in ($1, $2, …)`) makes new texts, and past this bound those run unnamed, as before.
 */
export const NAMED_STATEMENTS_MAX = 2_000;

const names = new Map<string, string>();

/** The name of a statement's text: the same text always gets the same name (null past the bound). */
export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMED_STATEMENTS_MAX) return null;
    name = `stepup_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * A node-postgres client whose statements with parameters are prepared once per connection and
 * then only executed (ADR 061): PostgreSQL parses a statement once and, after a few runs, keeps
 * one plan for it, instead of parsing and planning it on every call. For the application's short
 * statements planning took most of PostgreSQL's time (0.3 ms to plan against 0.05 ms to run the
 * purchase's facts read). Statements without parameters (scripts of several statements, the job
 * queue's raw SQL) are sent as before: a prepared statement holds exactly one.
 */
export class NamedStatementsClient extends pg.Client {
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
