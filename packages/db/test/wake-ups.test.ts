import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/client';
import { openScratchPostgres, testDatabaseUrl } from './helpers';

// The job queue's wake-ups (ADR 046): a NOTIFY reaches the listener on either database, and on
// PostgreSQL a listening connection that is lost comes back by itself and says so.
const channel = 'stepup_wake_test';

/** Resolves when `test` holds, polling; rejects after `ms`. */
async function until(test: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each([
  ['PGlite', () => createDatabase({ dataDir: 'memory://' })],
  ...(testDatabaseUrl
    ? [['PostgreSQL', () => openScratchPostgres({ migrate: false })] as const]
    : []),
] as const)('listenForWakeUps on %s', (name, open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('hands on each NOTIFY on the channel, and says when it is subscribed', async () => {
    const payloads: string[] = [];
    let subscribed = 0;
    const listener = await database.listenForWakeUps(
      channel,
      (payload) => payloads.push(payload),
      () => (subscribed += 1),
    );
    try {
      expect(subscribed).toBe(1);
      await database.executeSql(`SELECT pg_notify('${channel}', 'gift-deliver')`);
      await database.executeSql(`SELECT pg_notify('some_other_channel', 'send-mail')`);
      await until(() => payloads.length > 0);
      expect(payloads).toEqual(['gift-deliver']);
    } finally {
      await listener.close();
    }
  });

  it.runIf(name === 'PostgreSQL')(
    'says when its connection is killed, listens again, and says so',
    async () => {
      const payloads: string[] = [];
      const told: string[] = [];
      const listener = await database.listenForWakeUps(
        channel,
        (payload) => payloads.push(payload),
        () => told.push('subscribed'),
        () => told.push('lost'),
      );
      try {
        await database.executeSql(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'stepup-wake-ups' AND datname = current_database()`,
        );
        // Lost at once, so the caller stops trusting its silence; then reconnected (the first
        // retry comes after 1 s), and told again, to look for itself.
        await until(() => told.length > 1);
        expect(told).toEqual(['subscribed', 'lost']);
        await until(() => told.length === 3);
        expect(told[2]).toBe('subscribed');
        await database.executeSql(`SELECT pg_notify('${channel}', 'after')`);
        await until(() => payloads.includes('after'));
      } finally {
        await listener.close();
      }
    },
  );
});
