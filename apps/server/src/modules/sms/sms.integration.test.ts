import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stepup/db';
import type { JobQueue, JobTarget } from '../../jobs/job-queue';
import { sendSmsJob } from '../../jobs/send-sms';
import { SmsDeliveryError } from '../../providers/sms/sms-transport';
import type { SmsMessage, SmsTransport } from '../../providers/sms/sms-transport';
import { openTestDatabase } from '../../../test/test-database';
import { findOutboxSms } from './repository';
import { listSms } from './local-texts';
import { createSmsSender } from './sms-sender';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const scratch = await openTestDatabase();
  drop = scratch.drop;
  database = scratch.database;
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A queue that keeps what was sent, so the test runs the job itself (as a worker would). */
function recordingQueue() {
  const sent: { job: string; payload: { outboxId: string } }[] = [];
  const queue: JobQueue = {
    async send<P extends object>(job: JobTarget<P>, payload: P) {
      sent.push({ job: job.name, payload: payload as unknown as { outboxId: string } });
    },
    async sendWithin() {
      throw new Error('text messages are never queued within a transaction');
    },
    async prepare() {},
    async schedule() {},
    async work() {},
    working: () => false,
    async stop() {},
  };
  return { queue, sent };
}

/** A provider that answers from a script: a sid, or an error to throw. */
function scriptedTransport(script: (SmsDeliveryError | Error | string)[]) {
  const delivered: SmsMessage[] = [];
  const transport: SmsTransport = {
    kind: 'twilio',
    async deliver(message) {
      const next = script.shift() ?? 'SM-default';
      if (next instanceof Error) throw next;
      delivered.push(message);
      return { providerMessageId: next };
    },
  };
  return { transport, delivered };
}

/** The send-sms job as a worker runs it, with this test's provider (and reports). */
const runJob = (
  transport: SmsTransport,
  outboxId: string,
  report: (err: Error) => void = () => {},
) => sendSmsJob.handle({ db: database.db, smsTransport: transport, report }, { outboxId });

describe('sms.send and the send-sms job', () => {
  it('writes the outbox row, queues the job, delivers once and records the provider id', async () => {
    const { queue, sent } = recordingQueue();
    const { transport, delivered } = scriptedTransport(['SM111']);
    const sms = createSmsSender(database.db, queue);
    await sms.send('+447700900201', 'two-factor-code', 'Code: 123456');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.job).toBe('send-sms');
    const { outboxId } = sent[0]!.payload;
    expect(await findOutboxSms(database.db, outboxId)).toMatchObject({
      to: '+447700900201',
      text: 'Code: 123456',
      template: 'two-factor-code',
      status: 'pending',
      attempts: 0,
    });

    await runJob(transport, outboxId);
    // A retry or a second worker running the same job does not text again.
    await runJob(transport, outboxId);
    expect(delivered).toEqual([{ to: '+447700900201', text: 'Code: 123456' }]);
    const row = await findOutboxSms(database.db, outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'SM111' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('retries a passing failure and records each attempt', async () => {
    const { queue, sent } = recordingQueue();
    const busy = new SmsDeliveryError('Twilio refused the message: 20429 Too Many Requests', false);
    const { transport, delivered } = scriptedTransport([busy, 'SM222']);
    const sms = createSmsSender(database.db, queue);
    await sms.send('+447700900202', 'two-factor-code', 'Code: 222222');
    const { outboxId } = sent[0]!.payload;

    // The job throws, so pg-boss runs it again later.
    await expect(runJob(transport, outboxId)).rejects.toBe(busy);
    expect(await findOutboxSms(database.db, outboxId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: busy.message,
    });
    await runJob(transport, outboxId);
    expect(delivered).toHaveLength(1);
    expect(await findOutboxSms(database.db, outboxId)).toMatchObject({
      status: 'sent',
      attempts: 2,
      providerMessageId: 'SM222',
    });
  });

  it('gives up on a message the provider refuses for good, and reports it', async () => {
    const { queue, sent } = recordingQueue();
    const refused = new SmsDeliveryError(
      "Twilio refused the message: 21211 The 'To' number +447700900203 is not a valid phone number. (HTTP 400)",
      true,
      21211,
    );
    const { transport } = scriptedTransport([refused]);
    const reported: Error[] = [];
    const sms = createSmsSender(database.db, queue);
    const report = (err: Error) => reported.push(err);
    await sms.send('+447700900203', 'two-factor-code', 'Code: 333333');
    const { outboxId } = sent[0]!.payload;
    await runJob(transport, outboxId, report);
    expect(reported).toEqual([refused]);
    expect(await findOutboxSms(database.db, outboxId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: refused.message,
      sentAt: null,
    });
    // Not tried again.
    await runJob(transport, outboxId, report);
    expect((await findOutboxSms(database.db, outboxId))!.attempts).toBe(1);
  });

  it("lists one number's texts newest first, and no one else's", async () => {
    const { queue } = recordingQueue();
    const sms = createSmsSender(database.db, queue);
    await sms.send('+447700900204', 'two-factor-code', 'first');
    await sms.send('+447700900205', 'two-factor-code', 'another number');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sms.send('+447700900204', 'two-factor-code', 'second');
    const listed = await listSms(database.db, '+447700900204');
    expect(listed.map((m) => m.text)).toEqual(['second', 'first']);
    expect(listed[0]).toMatchObject({ to: '+447700900204', template: 'two-factor-code' });
    expect((await listSms(database.db, '+447700900205')).map((m) => m.text)).toEqual([
      'another number',
    ]);
  });
});
