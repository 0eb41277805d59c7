import path from 'node:path';
import type { DatabaseKind } from '@stepup/db';
import type { Config } from './config';

/**
 * The start-up self-check: one block saying which providers this process will really use, so an
 * operator sees at a glance that production takes money through Stripe and sends real mail (and
 * not the embedded default's sandbox and outbox). It names hosts, folders and modes, never a
 * secret: credentials are stripped from the SMTP and database addresses, and the keys are not
 * read at all.
 */
export function describeSetup(config: Config, { database }: { database: DatabaseKind }): string[] {
  const rows: [string, string][] = [
    ['payments', payments(config)],
    ['mail', mail(config)],
    [
      'text messages',
      config.twilio ? `Twilio, from ${config.twilio.from}` : 'local outbox — nothing is sent',
    ],
    [
      'file storage',
      config.s3
        ? `S3 bucket ${config.s3.bucket} at ${hostOf(config.s3.endpoint)} (served from ${withoutCredentials(config.s3.publicUrl)})`
        : `disk folder ${config.filesDir} (served at /files/)`,
    ],
    [
      'database',
      database === 'postgres'
        ? `PostgreSQL ${config.databaseUrl ? postgresTarget(config.databaseUrl) : '(DATABASE_URL)'}`
        : `embedded PGlite, folder ${path.join(config.dataDir, 'db')}`,
    ],
    [
      'background jobs',
      config.runJobs
        ? 'runs jobs (mail, texts, gift delivery, payment sweeps)'
        : 'web only — another process must run the jobs',
    ],
    ['proxy trust', proxyTrust(config.trustProxy)],
    ['demo seed', config.seedDemo ? 'on — an empty database gets the demo marketplace' : 'off'],
    ['customer site', `${config.publicWebUrl} (listening on ${config.host}:${config.port})`],
    [
      'business site',
      `${config.publicBusinessUrl} (listening on ${config.host}:${config.businessPort})`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `Start-up self-check (NODE_ENV=${config.env}):`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
  ];
}

function payments(config: Config): string {
  if (!config.stripe) return 'sandbox — test cards only, no money taken';
  return /^(?:sk|rk)_live_/.test(config.stripe.secretKey)
    ? 'Stripe live — real cards are charged'
    : "Stripe test mode — Stripe's test cards only, no money taken";
}

function mail(config: Config): string {
  if (!config.smtpUrl) return 'local outbox — nothing is sent';
  const url = new URL(config.smtpUrl);
  // nodemailer's own defaults when the address names no port.
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `SMTP ${url.hostname}:${port}, from ${config.mailFrom}`;
}

function proxyTrust(trust: Config['trustProxy']): string {
  if (trust === false)
    return "nothing — X-Forwarded-For is ignored, the client is the connection's";
  if (typeof trust === 'number') {
    return `${trust} ${trust === 1 ? 'hop' : 'hops'} — the last ${trust === 1 ? 'X-Forwarded-For entry is' : `${trust} X-Forwarded-For entries are`} believed (only safe if nothing but the proxies can reach this server)`;
  }
  return `${trust.join(', ')} — X-Forwarded-For is believed from these addresses only`;
}

/** host:port/database of a PostgreSQL address, without its user, password or parameters. */
function postgresTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return `${url.host || 'local socket'}/${name}`;
}

function hostOf(address: string): string {
  return new URL(address).host;
}

function withoutCredentials(address: string): string {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}
