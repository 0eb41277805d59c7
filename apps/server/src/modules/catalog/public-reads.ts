import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encode } from 'zod';
import type { ZodType } from 'zod';
import type { Database } from '@stepup/db';
import { findPublicReadVersion } from './public-reads-repository';

/**
 * The catalog's visitor answers (categories, the campaign list per category and sort, a campaign
 * page) are the same for every visitor until something they read changes. Each is computed once
 * per change and kept in this process, ready to send: its JSON, gzip and brotli bytes and an ETag.
 * Whether a kept answer is still right is one cheap read of the public read version, which
 * PostgreSQL triggers bump in the transaction of every change to those tables, whichever process
 * made it (ADR 041). Nothing else decides what a visitor sees: visibility has no clock in it
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
 * The version as notifications tell it (PGlite: every writer is this process, and a notification
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

  #learn(version: number) {
    if (Number.isFinite(version)) this.#known = Math.max(this.#known ?? 0, version);
  }
}

/** The channel migration 0022's trigger notifies with the new version. */
const VERSION_CHANNEL = 'public_read_versions';
type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

/** More keys than this (categories × sorts + campaigns) means someone is making them up. */
const MAX_ANSWERS = 5000;

/** The kept public answers of one site's server, by key (see catalog routes.ts for the keys). */
export class PublicReads {
  readonly #versions: VersionReader | NotifiedVersion;
  readonly #answers = new Map<string, PublicAnswer>();
  /** The one computation under way per key (no stampede when a change lands under load). */
  readonly #computing = new Map<string, Promise<PublicAnswer>>();

  /** `listen`: the database's notifications, where they are exact (PGlite); else one read a request. */
  constructor(db: Database, listen?: Listen) {
    const read = () => findPublicReadVersion(db);
    this.#versions = listen ? new NotifiedVersion(read, listen) : new VersionReader(read);
  }

  /** Stops listening (the server is closing; the database may be closed already). */
  async close(): Promise<void> {
    if (this.#versions instanceof NotifiedVersion)
      await this.#versions.unlisten().catch(() => undefined);
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
