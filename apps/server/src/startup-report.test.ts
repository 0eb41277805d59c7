import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { describeSetup } from './startup-report';
import { productionEnv } from '../test/production-env';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-report-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The value of one labelled line of the block. */
function valueOf(lines: string[], label: string): string {
  const line = lines.find((l) => l.trimStart().startsWith(`${label}  `));
  if (!line) throw new Error(`no "${label}" line in:\n${lines.join('\n')}`);
  return line.trimStart().slice(label.length).trim();
}

const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-secret',
  TWILIO_FROM: '+447700900000',
};
const s3 = {
  S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
  S3_BUCKET: 'stepup-files',
  S3_ACCESS_KEY_ID: 'AKIDREPORTEXAMPLE',
  S3_SECRET_ACCESS_KEY: 's3-secret-access-key',
  S3_PUBLIC_URL: 'https://files.stepup.test',
};

describe('the start-up self-check', () => {
  it('the embedded default: sandbox, outboxes, disk, PGlite, demo seed, local addresses', () => {
    const config = readConfig({ DATA_DIR: dataDir });
    const lines = describeSetup(config, { database: 'pglite' });
    expect(lines[0]).toBe('Start-up self-check (NODE_ENV=development):');
    expect(valueOf(lines, 'payments')).toBe('sandbox — test cards only, no money taken');
    expect(valueOf(lines, 'mail')).toBe('local outbox — nothing is sent');
    expect(valueOf(lines, 'text messages')).toBe('local outbox — nothing is sent');
    expect(valueOf(lines, 'file storage')).toBe(
      `disk folder ${path.join(dataDir, 'files')} (served at /files/)`,
    );
    expect(valueOf(lines, 'database')).toBe(`embedded PGlite, folder ${path.join(dataDir, 'db')}`);
    expect(valueOf(lines, 'background jobs')).toMatch(/^runs jobs/);
    expect(valueOf(lines, 'proxy trust')).toMatch(/^nothing — X-Forwarded-For is ignored/);
    expect(valueOf(lines, 'demo seed')).toMatch(/^on/);
    expect(valueOf(lines, 'customer site')).toBe(
      'http://localhost:3000 (listening on 127.0.0.1:3000)',
    );
    expect(valueOf(lines, 'business site')).toBe(
      'http://localhost:3001 (listening on 127.0.0.1:3001)',
    );
  });

  it('production: Stripe live, SMTP, Twilio, S3, PostgreSQL, the proxies, no demo', () => {
    const config = readConfig({
      ...productionEnv,
      ...twilio,
      ...s3,
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://stepup:db-password-456@db.internal:5432/stepup?sslmode=require',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      RUN_JOBS: 'false',
    });
    const lines = describeSetup(config, { database: 'postgres' });
    expect(lines[0]).toBe('Start-up self-check (NODE_ENV=production):');
    expect(valueOf(lines, 'payments')).toBe('Stripe live — real cards are charged');
    expect(valueOf(lines, 'mail')).toBe(
      'SMTP smtp.stepup.test:465, from StepUp Vouchers <no-reply@stepup.test>',
    );
    expect(valueOf(lines, 'text messages')).toBe('Twilio, from +447700900000');
    expect(valueOf(lines, 'file storage')).toBe(
      'S3 bucket stepup-files at s3.eu-west-2.amazonaws.com (served from https://files.stepup.test)',
    );
    expect(valueOf(lines, 'database')).toBe('PostgreSQL db.internal:5432/stepup');
    expect(valueOf(lines, 'background jobs')).toMatch(/^web only/);
    expect(valueOf(lines, 'proxy trust')).toMatch(/^10\.0\.0\.0\/8, 192\.168\.1\.7 — /);
    expect(valueOf(lines, 'demo seed')).toBe('off');
    expect(valueOf(lines, 'customer site')).toMatch(/^https:\/\/www\.stepup\.test /);
    expect(valueOf(lines, 'business site')).toMatch(/^https:\/\/business\.stepup\.test /);
  });

  it('never prints a secret: credentials in SMTP_URL and DATABASE_URL are stripped', () => {
    const config = readConfig({
      ...productionEnv,
      ...twilio,
      ...s3,
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://mail-user:smtp-pa55word@smtp.stepup.test',
      DATABASE_URL: 'postgresql://db-user:db-pa55word@db.internal/stepup?password=query-pa55word',
    });
    const block = describeSetup(config, { database: 'postgres' }).join('\n');
    expect(block).toContain('SMTP smtp.stepup.test:587');
    expect(block).toContain('PostgreSQL db.internal/stepup');
    for (const secret of [
      'smtp-pa55word',
      'mail-user',
      'db-pa55word',
      'db-user',
      'query-pa55word',
      productionEnv.AUTH_SECRET,
      productionEnv.SEALING_KEY,
      productionEnv.STRIPE_SECRET_KEY,
      productionEnv.STRIPE_WEBHOOK_SECRET,
      twilio.TWILIO_AUTH_TOKEN,
      twilio.TWILIO_ACCOUNT_SID,
      s3.S3_ACCESS_KEY_ID,
      s3.S3_SECRET_ACCESS_KEY,
    ]) {
      expect(block).not.toContain(secret);
    }
  });

  it('tells Stripe test mode and a hop count apart', () => {
    const config = readConfig({
      ...productionEnv,
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_51TestModeSecretKey0123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51TestModePublishableKey',
      TRUST_PROXY: '2',
    });
    const lines = describeSetup(config, { database: 'pglite' });
    expect(valueOf(lines, 'payments')).toBe(
      "Stripe test mode — Stripe's test cards only, no money taken",
    );
    expect(valueOf(lines, 'proxy trust')).toMatch(
      /^2 hops — the last 2 X-Forwarded-For entries are believed/,
    );
  });
});
