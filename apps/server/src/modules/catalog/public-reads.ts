import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encode } from 'zod';
import type { ZodType } from 'zod';
import type { DatabaseHandle } from '@stepup/db';
import { committedWrites, findPublicReadVersion } from './public-reads-repository';

/**
 * The catalog's visitor answers (categories, the campaign list per category and sort, a campaign
 * page) are the same for every visitor until something they read changes. Each is computed once
 * per change and kept in this process, ready to send: its JSON, gzip and brotli bytes and an ETag.
 * Whether a kept answer is still right is the public read version, which PostgreSQL triggers bump
 * (and notify) in the transaction of every change to those tables, whichever process made it
 * (ADR 041). Nothing else decides what a visitor sees: visibility has no clock in it
 * (isCampaignVisible reads status, flags and budget), so no answer goes stale by time alone.
 */
export interface PublicAnswer {
  /** The public read version it was computed at (or after). */
  version: number;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the three encodings are the same answer. Derived from the JSON, so equal on every process. */
  etag: string;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The JSON a route with this response schema sends (what fastify-type-provider-zod writes). */
export function publicJson<T>(schema: ZodType<unknown, T>, body: T): string {
  return JSON.stringify(encode(schema, body));
}

async function packed(version: number, text: string): Promise<PublicAnswer> {
  const json = Buffer.from(text);
  const [gz, br] = await Promise.all([
    gzip(json, { level: 9 }),
    // Computed once per change, sent many times: a high quality pays for itself.
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { version, json, gzip: gz, br, etag: `W/"${hash}"` };
}

/**
 * Reads the version for many requests at once: a request waits for a read that started after it
 * arrived (so it sees every change committed before it), and all requests waiting for the next
 * read share it. Under load that is one query per round trip, not one per request.
 */
class VersionReader {
  #running: Promise<number> | undefined;
  #next: Promise<number> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  current(): Promise<number> {
    this.#next ??= (async () => {
      await this.#running?.catch(() => undefined);
      this.#next = undefined;
      const run = this.read();
      this.#running = run;
      run.then(
        () => this.#settled(run),
        () => this.#settled(run),
      );
      return run;
    })();
    return this.#next;
  }

  #settled(run: Promise<number>) {
    if (this.#running === run) this.#running = undefined;
  }
}

/**
 * PGlite: the version as notifications tell it (every writer is this process, and a notification
 * is handed on before the writer's query returns), read once at the start: no query per request.
 */
class NotifiedVersion {
  #known: number | undefined;
  readonly #ready: Promise<unknown>;
  unlisten: () => Promise<void> = async () => {};

  constructor(read: () => Promise<number>, listen: Listen) {
    // Listening first, then reading: a change between the two is not missed.
    this.#ready = listen(VERSION_CHANNEL, (payload) => this.#learn(Number(payload))).then(
      async (unlisten) => {
        this.unlisten = unlisten;
        this.#learn(await read());
      },
    );
    // A failure here (the database closed at start) is each request's to report, not the process's.
    this.#ready.catch(() => undefined);
  }

  async current(): Promise<number> {
    if (this.#known === undefined) await this.#ready;
    return this.#known ?? 0;
  }

  async close(): Promise<void> {
    await this.unlisten().catch(() => undefined);
  }

  #learn(version: number) {
    if (Number.isFinite(version)) this.#known = Math.max(this.#known ?? 0, version);
  }
}

/** How long the version may be taken from notifications alone before it is read again. */
const TRUST_NOTIFICATIONS_FOR_MS = 1_000;

/**
 * PostgreSQL: the version as the notifications of the public read version's trigger tell it, on a
 * listening connection of its own (ADR 041, amendment of session 27). It is read again, shared by
 * the requests waiting (`VersionReader`):
 * - after this process committed any write since the last read began (`committedWrites`): its own
 *   change shows on its next request exactly, whichever of its servers is asked;
 * - while the notifications may have been missed: not yet listening, a lost connection, or a new
 *   subscription not yet followed by a read;
 * - and at least once a second, in case a connection died without a word (its check runs every
 *   10 s).
 * Another process's change shows as soon as its notification arrives: at its commit, about when
 * its writer hears of it, so before any answer of that writer can lead a client here.
 */
class FollowedVersion {
  #known = 0;
  #listening = false;
  /** Moves each time listening starts or stops: a read only vouches for the state it began in. */
  #listenerChanges = 0;
  /** What held when the last completed read began. */
  #lastRead: { writes: number; listenerChanges: number; at: number } | undefined;
  readonly #reader: VersionReader;
  readonly #listener: Promise<{ close(): Promise<void> } | undefined>;

  constructor(read: () => Promise<number>, database: DatabaseHandle) {
    this.#reader = new VersionReader(async () => {
      const began = {
        writes: committedWrites(),
        listenerChanges: this.#listenerChanges,
        at: performance.now(),
      };
      this.#learn(await read());
      this.#lastRead = began;
      return this.#known;
    });
    this.#listener = database
      .listenForWakeUps(
        VERSION_CHANNEL,
        (payload) => this.#learn(Number(payload)),
        () => this.#listenerChanged(true),
        () => this.#listenerChanged(false),
      )
      // Not listening at all (the first connection failed): every request reads, as before.
      .catch(() => undefined);
  }

  current(): number | Promise<number> {
    const last = this.#lastRead;
    const trusted =
      this.#listening &&
      last !== undefined &&
      last.listenerChanges === this.#listenerChanges &&
      last.writes === committedWrites() &&
      performance.now() - last.at < TRUST_NOTIFICATIONS_FOR_MS;
    return trusted ? this.#known : this.#reader.current();
  }

  async close(): Promise<void> {
    await (await this.#listener)?.close().catch(() => undefined);
  }

  #listenerChanged(listening: boolean) {
    this.#listening = listening;
    this.#listenerChanges += 1;
  }

  #learn(version: number) {
    if (Number.isFinite(version)) this.#known = Math.max(this.#known, version);
  }
}

/** The channel migration 0022's trigger notifies with the new version. */
const VERSION_CHANNEL = 'public_read_versions';
type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

type Versions = NotifiedVersion | FollowedVersion;

/**
 * One version per database handle, shared by every kept answer of the process's servers (one
 * listening connection, not one per route module and site); closed with its last user.
 */
const shared = new WeakMap<DatabaseHandle, { versions: Versions; users: number }>();

function useVersions(database: DatabaseHandle): Versions {
  const entry = shared.get(database);
  if (entry) {
    entry.users += 1;
    return entry.versions;
  }
  const read = () => findPublicReadVersion(database.db);
  const versions = database.listen
    ? new NotifiedVersion(read, database.listen.bind(database))
    : new FollowedVersion(read, database);
  shared.set(database, { versions, users: 1 });
  return versions;
}

async function releaseVersions(database: DatabaseHandle): Promise<void> {
  const entry = shared.get(database);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(database);
  await entry.versions.close();
}

/** More keys than this (categories × sorts + campaigns) means someone is making them up. */
const MAX_ANSWERS = 5000;

/** The kept public answers of one site's server, by key (see catalog routes.ts for the keys). */
export class PublicReads {
  readonly #database: DatabaseHandle;
  readonly #versions: Versions;
  #closed = false;
  readonly #answers = new Map<string, PublicAnswer>();
  /** The one computation under way per key (no stampede when a change lands under load). */
  readonly #computing = new Map<string, Promise<PublicAnswer>>();

  constructor(database: DatabaseHandle) {
    this.#database = database;
    this.#versions = useVersions(database);
  }

  /** Stops following the version (the server is closing; the database may be closed already). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await releaseVersions(this.#database);
  }

  /**
   * The answer under `key` as of now: the kept one when nothing it reads changed since, else
   * `compute`'s (the JSON text of the answer; an error, such as not found, is thrown on and
   * nothing is kept).
   */
  async get(key: string, compute: () => Promise<string>): Promise<PublicAnswer> {
    const version = await this.#versions.current();
    for (;;) {
      const kept = this.#answers.get(key);
      if (kept && kept.version >= version) return kept;
      const under = this.#computing.get(key);
      if (!under) break;
      // Wait for it, then look again: it may have started before this request's version.
      await under.catch(() => undefined);
    }
    const computation = (async () => {
      const answer = await packed(version, await compute());
      const kept = this.#answers.get(key);
      if (!kept || kept.version <= answer.version) this.#keep(key, answer);
      return answer;
    })();
    this.#computing.set(key, computation);
    try {
      return await computation;
    } finally {
      this.#computing.delete(key);
    }
  }

  #keep(key: string, answer: PublicAnswer) {
    this.#answers.delete(key);
    if (this.#answers.size >= MAX_ANSWERS) {
      // The oldest kept first: Map keeps insertion order.
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
    this.#answers.set(key, answer);
  }
}
