import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, mailOutbox } from '@stepup/db';
import type { DatabaseHandle } from '@stepup/db';
import { readConfig } from '../config';
import type { SharedServices } from '../services';
import { startSharedServices, startWorker } from '../services';
import { openTestDatabase } from '../../test/test-database';

// A web process with RUN_JOBS=false queues a mail; only the worker (npm run worker) sends it.
let database: DatabaseHandle;
let drop: () => Promise<void>;
let dataDir: string;
const started: SharedServices[] = [];

beforeAll(async () => {
  const scratch = await openTestDatabase();
  drop = scratch.drop;
  database = scratch.database;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-worker-'));
});
afterAll(async () => {
  for (const services of started) await services.stop().catch(() => {});
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const statusOf = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;

describe('npm run worker', () => {
  it('processes the jobs a web-only process (RUN_JOBS=false) queues', async () => {
    const config = readConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
    });
    const web = await startSharedServices(config, database, {
      onError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    started.push(web);
    const id = await database.db.transaction((tx) =>
      web.mailer.write(tx, 'ada@example.test', 'verify-email', {
        subject: 'Queued by the web',
        text: 'x',
        html: '<p>x</p>',
      }),
    );
    await web.mailer.dispatch([id]);
    // Queued, and nobody works it: the web process runs no jobs.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statusOf(id)).toBe('pending');

    // The same configuration (RUN_JOBS=false included): the worker runs the jobs anyway.
    const worker = await startWorker(config, database, {
      onError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    started.push(worker);
    const deadline = Date.now() + 10_000;
    while ((await statusOf(id)) !== 'sent') {
      if (Date.now() > deadline) throw new Error('the worker did not send the mail');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
