/**
 * Whether a database error (or one it wraps: drizzle wraps the driver's) is a unique violation —
 * of one of `indexes`, when given. PostgreSQL names the index in `constraint`, PGlite only in the
 * message, so both are read. Repositories use it where a unique index decides a race.
 */
export function isUniqueViolation(err: unknown, indexes?: readonly string[]): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code !== '23505') continue;
    if (!indexes) return true;
    if (constraint && indexes.includes(constraint)) return true;
    if (indexes.some((name) => message?.includes(name))) return true;
  }
  return false;
}
