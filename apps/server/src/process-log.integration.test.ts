import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import { buildTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { until } from '../test/until';
import { buildApp } from './app';
import { startJobQueue } from './jobs/job-queue';
import type { JobQueue } from './jobs/job-queue';
import { createProcessLogger, logJobErrors } from './process-log';

// Issue 20: every failed job run is a structured log line (not console.error) with its job's name
// and pg-boss id, and with ADR 019's redaction: a token in an error's URL never reaches the log.

const SECRET = 'reset-token-3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c';

let database: DatabaseHandle | undefined;
let jobs: JobQueue | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
  await drop?.();
});

describe('the process log', () => {
  it('tells of a failed job run with its job and id, and of what it reported, without secrets', async () => {
    const scratch = await openTestDatabase();
    drop = scratch.drop;
    database = scratch.database;
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    });
    const log = createProcessLogger({ level: 'info', stream });
    const onError = logJobErrors(log);
    jobs = await startJobQueue(database, { onError, pollingIntervalSeconds: 0.5 });
    const failing = {
      name: 'failing-test',
      retryLimit: 0,
      handle: async () => {
        // A provider's refusal reported from inside the run (services' report()).
        onError(new Error(`provider refused https://provider.test/send?token=${SECRET}`));
        throw new Error(`could not open https://shop.test/api?access_token=${SECRET}`);
      },
    };
    await jobs.send(failing, {});
    await jobs.work([failing]);
    await until(async () => lines.some((line) => line.msg === 'job run failed'));

    const failed = lines.find((line) => line.msg === 'job run failed')!;
    expect(failed).toMatchObject({
      level: 50,
      job: 'failing-test',
      jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      err: {
        type: 'Error',
        message: 'could not open https://shop.test/api?access_token=[redacted]',
      },
    });
    const reported = lines.find((line) => line.msg === 'reported error')!;
    expect(reported).toMatchObject({ job: 'failing-test', jobId: failed.jobId });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    const [row] = (
      await database.executeSql(`SELECT name, state FROM pgboss.job WHERE id = $1`, [failed.jobId])
    ).rows as { name: string; state: string }[];
    expect(row).toEqual({ name: 'failing-test', state: 'failed' });
  });
});

describe('the process log while a request is served', () => {
  it("carries the request's id on what a provider reports meanwhile", async () => {
    const t = await buildTestApp();
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    });
    const report = logJobErrors(createProcessLogger({ level: 'info', stream }));
    const app = await buildApp({ ...t.deps, distDir: undefined, logger: false });
    // A route standing in for a use case whose provider refuses (a refund, a shop's API).
    app.get('/provider-refuses', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      report(new Error('the provider refused the refund'));
      return { reqId: request.id };
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/provider-refuses' });
      const { reqId } = res.json() as { reqId: string };
      await until(async () => lines.length > 0);
      expect(lines[0]).toMatchObject({ msg: 'reported error', reqId });
      expect(lines[0]).not.toHaveProperty('job');
    } finally {
      await app.close();
      await t.close();
    }
  });
});
