import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

/** A setting that may be unset; an empty value counts as unset. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const twilioSettings = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
const s3Settings = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const shopifySettings = ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET'] as const;
/** Apple Wallet passes (ADR 058): what signs a pass; the key's passphrase is optional. */
const appleWalletSettings = [
  'APPLE_PASS_TYPE_IDENTIFIER',
  'APPLE_TEAM_IDENTIFIER',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERTIFICATE',
] as const;
/** Google Wallet (ADR 058): the service account that signs the "Save" links and the class. */
const googleWalletSettings = [
  'GOOGLE_WALLET_ISSUER_EMAIL',
  'GOOGLE_WALLET_PRIVATE_KEY',
  'GOOGLE_WALLET_CLASS_ID',
] as const;
const stripeSettings = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** Every setting comes from the environment, validated once at start-up. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  BUSINESS_PORT: port.default(3001),
  /**
   * The operations listener (GET /metrics, ADR 049) of each process, on HOST; unset → none. Keep
   * it off the public network: the sites never answer these figures.
   */
  METRICS_PORT: optionalSetting(port),
  /** PostgreSQL connection string; unset → the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origins of the two sites, for links between them and in emails. */
  PUBLIC_WEB_URL: optionalSetting(z.url()),
  PUBLIC_BUSINESS_URL: optionalSetting(z.url()),
  /** Seed the demo marketplace into an empty database (on by default outside production). */
  /** SMTP server for outgoing mail; unset → mail stays in the outbox table (local mailbox). */
  SMTP_URL: optionalSetting(z.url()),
  MAIL_FROM: z.string().min(3).default('StepUp Vouchers <no-reply@localhost>'),
  /**
   * Twilio for text messages (sign-in codes): all three or none; unset → texts stay in the
   * outbox table (GET /api/dev/sms outside production). TWILIO_FROM is an E.164 sender number
   * or a Messaging Service SID (MG…).
   */
  TWILIO_ACCOUNT_SID: optionalSetting(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'an Account SID: AC followed by 32 hex digits'),
  ),
  TWILIO_AUTH_TOKEN: optionalSetting(z.string().min(16, 'at least 16 characters')),
  TWILIO_FROM: optionalSetting(
    z
      .string()
      .regex(
        /^(?:\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'an E.164 number (+447…) or a Messaging Service SID (MG…)',
      ),
  ),
  /**
   * Stripe Connect for card payments: all three or none; unset → the embedded sandbox provider
   * (Stripe's test cards, no account). The secret key is the platform's (`sk_…`, or a restricted
   * `rk_…`); the webhook secret is the signing secret of the Connect webhook endpoint.
   */
  /**
   * Uploaded files (company logos and images) in an S3-compatible bucket (AWS S3, R2, MinIO…):
   * set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together; S3_REGION
   * defaults to us-east-1 (R2: auto), S3_PUBLIC_URL (where browsers load them) to
   * <endpoint>/<bucket>. S3_SESSION_TOKEN goes with temporary keys (AWS STS). Without them files
   * go to DATA_DIR/files.
   */
  S3_ENDPOINT: optionalSetting(z.url()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalSetting(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name'),
  ),
  S3_ACCESS_KEY_ID: optionalSetting(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optionalSetting(z.string().min(1)),
  S3_SESSION_TOKEN: optionalSetting(z.string().min(1)),
  S3_PUBLIC_URL: optionalSetting(z.url()),
  STRIPE_SECRET_KEY: optionalSetting(
    z
      .string()
      .regex(/^(?:sk|rk)_(?:test|live)_[A-Za-z0-9]+$/, 'a secret key: sk_test_…, sk_live_…'),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalSetting(
    z.string().regex(/^pk_(?:test|live)_[A-Za-z0-9]+$/, 'a publishable key: pk_test_…, pk_live_…'),
  ),
  STRIPE_WEBHOOK_SECRET: optionalSetting(
    z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'a webhook signing secret: whsec_…'),
  ),
  /**
   * The Shopify app (ADR 040) that connects companies' Shopify shops: its client ID and client
   * secret from the Shopify Dev Dashboard, both or none; unset → Shopify is not offered. The app's
   * URL is PUBLIC_BUSINESS_URL (redirect URL <it>/api/shopify/callback, webhooks to
   * <it>/api/shopify/webhooks).
   */
  SHOPIFY_API_KEY: optionalSetting(z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'a client ID')),
  SHOPIFY_API_SECRET: optionalSetting(z.string().min(16, 'at least 16 characters')),
  /**
   * Apple Wallet passes (ADR 058): the Pass Type ID, the team, the pass certificate and its
   * private key (PEM, or base64 of the PEM; `\n` may stand for line breaks), the key's passphrase
   * when it has one, and Apple's WWDR intermediate certificate. All five or none; unset → no
   * "Add to Apple Wallet". APPLE_APNS_URL is where pass updates are pushed (Apple's production
   * APNs; a stand-in in tests, whose CA is APPLE_APNS_CA).
   */
  APPLE_PASS_TYPE_IDENTIFIER: optionalSetting(
    z
      .string()
      .regex(
        /^pass\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
        'a Pass Type ID: pass.com.example.vouchers',
      ),
  ),
  APPLE_TEAM_IDENTIFIER: optionalSetting(
    z.string().regex(/^[A-Z0-9]{10}$/, 'a Team ID: 10 capital letters and digits'),
  ),
  APPLE_PASS_CERTIFICATE: optionalSetting(pemSetting('certificate')),
  APPLE_PASS_KEY: optionalSetting(z.string().min(1)),
  APPLE_PASS_KEY_PASSPHRASE: optionalSetting(z.string().min(1)),
  APPLE_WWDR_CERTIFICATE: optionalSetting(pemSetting('certificate')),
  APPLE_APNS_URL: z.url().default('https://api.push.apple.com'),
  APPLE_APNS_CA: optionalSetting(pemSetting('certificate')),
  /**
   * Google Wallet (ADR 058): the service account's email and private key (PEM, or base64 of it;
   * `\n` may stand for line breaks) and the generic class the vouchers belong to
   * (`<issuer id>.<class>`). All three or none; unset → no "Save to Google Wallet". The API and
   * token addresses are Google's; tests point them at a stand-in.
   */
  GOOGLE_WALLET_ISSUER_EMAIL: optionalSetting(z.email('a service account email')),
  GOOGLE_WALLET_PRIVATE_KEY: optionalSetting(pemSetting('private key')),
  GOOGLE_WALLET_CLASS_ID: optionalSetting(
    z.string().regex(/^\d+\.[\w.-]+$/, 'a class id: <issuer id>.<class name>'),
  ),
  GOOGLE_WALLET_API_URL: z.url().default('https://walletobjects.googleapis.com/walletobjects/v1'),
  GOOGLE_WALLET_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /**
   * Secret for session cookies, tokens and bot-check signatures: at least 32 characters.
   * Required in production; elsewhere one is generated once and kept in DATA_DIR/auth-secret.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * The key that seals the secrets the server must read back (website-connection tokens): 32
   * random bytes as 64 hex characters or base64/base64url. Kept apart from AUTH_SECRET so that
   * rotating the signing secret does not lose every sealed token, and so a leak of one is not a
   * leak of both. Required in production; elsewhere generated once into DATA_DIR/sealing-key.
   */
  SEALING_KEY: optionalSetting(
    z
      .string()
      .refine(
        (text) => decodeSealingKey(text) !== undefined,
        '32 random bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)',
      ),
  ),
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For): unset or 'false' →
   * none; 1–10 → that many hops; otherwise their IP addresses or CIDR ranges, comma-separated.
   * Believing every sender would let any client pick its own address and dodge the per-address
   * attempt limits, so 'true' is refused.
   */
  TRUST_PROXY: optionalSetting(z.string().transform(parseTrustProxy)),
  /** Whether this process runs jobs (mail, gift delivery…). Web-only processes set false. */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Multiplies every attempt limit (sign-in, sign-up, voucher codes…). The browser test suite,
   * whose dozens of accounts all come from 127.0.0.1, raises it; operators may tune it.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How long a stopping process (SIGTERM, SIGINT) may take to finish its requests and jobs before
   * it exits anyway, non-zero (ADR 050). Under the orchestrator's own grace period (often 30 s).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
});

/** The name of every setting the server reads (for checks of deployment files). */
export const settingNames: readonly string[] = Object.keys(configSchema.shape);

/** Whose X-Forwarded-For to believe: nobody, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY in the form Fastify's `trustProxy` takes. Fastify 5 ignores a bare number (it
 * trusts nothing then, since a hop count cannot tell a proxy from a client that reached the server
 * directly), so a hop count becomes the equivalent function: believe the last `hops` entries of
 * X-Forwarded-For. That is only safe when nothing but those proxies can reach the server.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  businessPort: number;
  /** The operations listener's port (METRICS_PORT); undefined → no listener. */
  metricsPort: number | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  logLevel: string;
  publicWebUrl: string;
  publicBusinessUrl: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  /** 32 bytes sealing website-connection tokens (SEALING_KEY), never derived from authSecret. */
  sealingKey: Buffer;
  runJobs: boolean;
  rateLimitFactor: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: the limit of a graceful shutdown. */
  shutdownTimeoutSeconds: number;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY), in the form Fastify's trustProxy takes. */
  trustProxy: TrustProxy;
  /** Twilio for text messages; undefined keeps them in the outbox. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** An S3-compatible bucket for uploaded files; undefined keeps them in filesDir. */
  s3:
    | {
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        sessionToken?: string;
        publicUrl: string;
      }
    | undefined;
  /** Stripe Connect for card payments; undefined uses the embedded sandbox provider. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** The Shopify app connecting companies' shops; undefined → Shopify is not offered. */
  shopify: { apiKey: string; apiSecret: string } | undefined;
  /** Apple Wallet passes (ADR 058); undefined → not offered. PEM texts. */
  appleWallet:
    | {
        passTypeIdentifier: string;
        teamIdentifier: string;
        certificate: string;
        key: string;
        keyPassphrase?: string;
        wwdr: string;
        apnsUrl: string;
        apnsCa?: string;
      }
    | undefined;
  /** Google Wallet (ADR 058); undefined → not offered. */
  googleWallet:
    | {
        issuerEmail: string;
        privateKey: string;
        classId: string;
        issuerId: string;
        apiUrl: string;
        tokenUrl: string;
      }
    | undefined;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const issues = parsed.success ? [] : parsed.error.issues;
  // Every problem at once, so an operator fixes the configuration in one round, not one per start.
  const problems = [
    ...issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    ...combinationProblems(env, new Set(issues.map((i) => String(i.path[0])))),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    businessPort: c.BUSINESS_PORT,
    metricsPort: c.METRICS_PORT,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    logLevel: c.LOG_LEVEL,
    publicWebUrl: c.PUBLIC_WEB_URL ?? `http://localhost:${c.PORT}`,
    publicBusinessUrl: c.PUBLIC_BUSINESS_URL ?? `http://localhost:${c.BUSINESS_PORT}`,
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    authSecret: c.AUTH_SECRET ?? localSecret(dataDir, 'auth-secret'),
    sealingKey: sealingKeyOf(c.SEALING_KEY ?? localSecret(dataDir, 'sealing-key'), dataDir),
    runJobs: c.RUN_JOBS,
    rateLimitFactor: c.RATE_LIMIT_FACTOR,
    shutdownTimeoutSeconds: c.SHUTDOWN_TIMEOUT_SECONDS,
    trustProxy: c.TRUST_PROXY ?? false,
    twilio:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
        ? { accountSid: c.TWILIO_ACCOUNT_SID, authToken: c.TWILIO_AUTH_TOKEN, from: c.TWILIO_FROM }
        : undefined,
    s3:
      c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: c.S3_ENDPOINT,
            region: c.S3_REGION,
            bucket: c.S3_BUCKET,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            ...(c.S3_SESSION_TOKEN ? { sessionToken: c.S3_SESSION_TOKEN } : {}),
            publicUrl: c.S3_PUBLIC_URL ?? `${c.S3_ENDPOINT.replace(/\/+$/, '')}/${c.S3_BUCKET}`,
          }
        : undefined,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    shopify:
      c.SHOPIFY_API_KEY && c.SHOPIFY_API_SECRET
        ? { apiKey: c.SHOPIFY_API_KEY, apiSecret: c.SHOPIFY_API_SECRET }
        : undefined,
    appleWallet:
      c.APPLE_PASS_TYPE_IDENTIFIER &&
      c.APPLE_TEAM_IDENTIFIER &&
      c.APPLE_PASS_CERTIFICATE &&
      c.APPLE_PASS_KEY &&
      c.APPLE_WWDR_CERTIFICATE
        ? {
            passTypeIdentifier: c.APPLE_PASS_TYPE_IDENTIFIER,
            teamIdentifier: c.APPLE_TEAM_IDENTIFIER,
            certificate: c.APPLE_PASS_CERTIFICATE,
            key: pemText(c.APPLE_PASS_KEY),
            ...(c.APPLE_PASS_KEY_PASSPHRASE ? { keyPassphrase: c.APPLE_PASS_KEY_PASSPHRASE } : {}),
            wwdr: c.APPLE_WWDR_CERTIFICATE,
            apnsUrl: c.APPLE_APNS_URL.replace(/\/+$/, ''),
            ...(c.APPLE_APNS_CA ? { apnsCa: c.APPLE_APNS_CA } : {}),
          }
        : undefined,
    googleWallet:
      c.GOOGLE_WALLET_ISSUER_EMAIL && c.GOOGLE_WALLET_PRIVATE_KEY && c.GOOGLE_WALLET_CLASS_ID
        ? {
            issuerEmail: c.GOOGLE_WALLET_ISSUER_EMAIL,
            privateKey: c.GOOGLE_WALLET_PRIVATE_KEY,
            classId: c.GOOGLE_WALLET_CLASS_ID,
            issuerId: c.GOOGLE_WALLET_CLASS_ID.split('.')[0]!,
            apiUrl: c.GOOGLE_WALLET_API_URL.replace(/\/+$/, ''),
            tokenUrl: c.GOOGLE_WALLET_TOKEN_URL,
          }
        : undefined,
  };
}

/**
 * A PEM from the environment: as it is, with `\n` written for its line breaks (one-line
 * variables), or base64 of the whole PEM.
 */
export function pemText(value: string): string {
  const text = value.trim().replace(/\\n/g, '\n');
  if (text.startsWith('-----BEGIN ')) return `${text}\n`;
  const decoded = Buffer.from(text, 'base64').toString('utf8').trim();
  return decoded.startsWith('-----BEGIN ') ? `${decoded}\n` : text;
}

/** A PEM setting that must read as a certificate or a private key (never echoing it). */
function pemSetting(kind: 'certificate' | 'private key') {
  return z
    .string()
    .transform(pemText)
    .refine((pem) => {
      try {
        if (kind === 'certificate') new X509Certificate(pem);
        else createPrivateKey(pem);
        return true;
      } catch {
        return false;
      }
    }, `a PEM ${kind} (or base64 of one)`);
}

/** Whether the pass key opens (with its passphrase) and is RSA, as pass signing needs. */
function passKeyProblem(key: string, passphrase: string | undefined): string | undefined {
  try {
    const opened = createPrivateKey({ key: pemText(key), ...(passphrase ? { passphrase } : {}) });
    return opened.asymmetricKeyType === 'rsa'
      ? undefined
      : "must be an RSA private key (the pass certificate's)";
  } catch {
    return passphrase
      ? 'does not open with APPLE_PASS_KEY_PASSPHRASE (or is not a PEM private key)'
      : 'is not a PEM private key, or needs APPLE_PASS_KEY_PASSPHRASE';
  }
}

/**
 * What the schema cannot see setting by setting: providers set only in part, settings that
 * contradict each other, and what production refuses to run without. Names only, never values:
 * the message lands in logs, and must not print a secret. A setting the schema already refused
 * (`malformed`) is not reported twice.
 */
function combinationProblems(env: NodeJS.ProcessEnv, malformed: ReadonlySet<string>): string[] {
  // As the schema reads them: an empty value counts as unset.
  const given = (name: string) => (env[name] === '' ? undefined : env[name]);
  const missing = (name: string) => given(name) === undefined && !malformed.has(name);
  const problems: string[] = [];

  for (const [settings, prefix, all] of [
    [twilioSettings, 'TWILIO', 'all three'],
    [s3Settings, 'S3', 'all four'],
    [stripeSettings, 'STRIPE', 'all three'],
    [shopifySettings, 'SHOPIFY', 'both'],
    [appleWalletSettings, 'APPLE', 'all five'],
    [googleWalletSettings, 'GOOGLE_WALLET', 'all three'],
  ] as const) {
    const unset = settings.filter((name) => given(name) === undefined);
    if (unset.length > 0 && unset.length < settings.length) {
      problems.push(
        `${unset.join(', ')}: required with the other ${prefix}_* settings (set ${all} or none)`,
      );
    }
  }
  const passKey = given('APPLE_PASS_KEY');
  if (passKey !== undefined) {
    const problem = passKeyProblem(passKey, given('APPLE_PASS_KEY_PASSPHRASE'));
    if (problem) problems.push(`APPLE_PASS_KEY: ${problem}`);
  }
  // A test secret key with a live publishable key (or the reverse) would take no real payment.
  const secretKey = given('STRIPE_SECRET_KEY');
  const publishableKey = given('STRIPE_PUBLISHABLE_KEY');
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (
    secretKey &&
    publishableKey &&
    !malformed.has('STRIPE_SECRET_KEY') &&
    !malformed.has('STRIPE_PUBLISHABLE_KEY') &&
    mode(secretKey) !== mode(publishableKey)
  ) {
    problems.push(
      'STRIPE_PUBLISHABLE_KEY: must be of the same mode (test or live) as STRIPE_SECRET_KEY',
    );
  }
  // One secret for two jobs would make a leak of either a leak of both.
  if (given('SEALING_KEY') !== undefined && given('SEALING_KEY') === given('AUTH_SECRET')) {
    problems.push('SEALING_KEY: must differ from AUTH_SECRET (each guards something else)');
  }

  if (env.NODE_ENV !== 'production') return problems;
  // Production handles real money and real people's accounts: whatever would quietly make it a
  // demo (no money taken, no mail leaving, links to localhost, published passwords) is refused.
  if (missing('AUTH_SECRET')) {
    problems.push(
      'AUTH_SECRET: required in production (it signs sessions, emailed links and bot-check challenges)',
    );
  }
  if (missing('SEALING_KEY')) {
    problems.push(
      'SEALING_KEY: required in production (it seals the website-connection tokens): 32 random bytes as 64 hex characters, e.g. `openssl rand -hex 32`',
    );
  }
  if (stripeSettings.every((name) => given(name) === undefined)) {
    problems.push(
      `${stripeSettings.join(', ')}: required in production (the sandbox provider takes no money: its test cards only pretend to pay)`,
    );
  }
  if (missing('SMTP_URL')) {
    problems.push(
      'SMTP_URL: required in production (without it no verification or password-reset mail would leave: it would wait in the outbox)',
    );
  }
  const mailFrom = given('MAIL_FROM');
  if (!malformed.has('MAIL_FROM') && (mailFrom === undefined || isLocalSender(mailFrom))) {
    problems.push(
      "MAIL_FROM: required in production, at the marketplace's own domain (a sender at localhost is refused by receiving mail servers)",
    );
  }
  for (const name of ['PUBLIC_WEB_URL', 'PUBLIC_BUSINESS_URL']) {
    const problem = publicUrlProblem(given(name));
    if (problem && !malformed.has(name)) problems.push(`${name}: ${problem}`);
  }
  if (given('SEED_DEMO') === 'true') {
    problems.push(
      "SEED_DEMO: must not be true in production (the demo accounts' passwords are published and its admin has no second factor)",
    );
  }
  return problems;
}

/** Why a site's public address will not do in production, if it will not. */
function publicUrlProblem(value: string | undefined): string | undefined {
  if (value === undefined) {
    return 'required in production (without it every emailed link would point at localhost)';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined; // the schema reports it
  }
  if (isThisMachine(url.hostname)) {
    return "must not point at localhost in production (every emailed link would point there); give the site's public https:// address";
  }
  if (url.protocol !== 'https:') {
    return 'must be an https:// address in production (the links emailed with sign-in and reset tokens would travel unencrypted)';
  }
  return undefined;
}

/** localhost, 127.x.x.x, ::1 and the unspecified addresses, as URL writes them. */
function isThisMachine(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]'
  );
}

/** MAIL_FROM is `Name <address>` or a bare address: is that address at localhost? */
function isLocalSender(mailFrom: string): boolean {
  const address = /<([^>]*)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return isThisMachine(domain);
}

const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_FORMS = `a hop count from 1 to ${MAX_PROXY_HOPS}, or the proxies' IP addresses or CIDR ranges, comma-separated`;

function parseTrustProxy(text: string, ctx: z.RefinementCtx): TrustProxy {
  const value = text.trim();
  if (value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `'true' would believe every client's X-Forwarded-For (anyone could pick an address and dodge the per-address limits); give ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `give ${TRUST_PROXY_FORMS}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.findIndex((entry) => !isAddressOrRange(entry));
  if (wrong >= 0) {
    ctx.addIssue({
      code: 'custom',
      message: `entry ${wrong + 1} is neither an IP address nor a CIDR range; give ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * SEALING_KEY as bytes: exactly 32 of them, written as 64 hex characters or as base64/base64url
 * (padding optional). Anything else is refused rather than stretched into a key.
 */
function decodeSealingKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const unpadded = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]{43}$/.test(unpadded) && !/^[A-Za-z0-9_-]{43}$/.test(unpadded))
    return undefined;
  const key = Buffer.from(unpadded, 'base64');
  // 43 characters carry 2 bits beyond the 32 bytes: a canonical encoding leaves them zero.
  const canonical = key.toString('base64url');
  return key.length === 32 && canonical === unpadded.replace(/\+/g, '-').replace(/\//g, '_')
    ? key
    : undefined;
}

function sealingKeyOf(text: string, dataDir: string): Buffer {
  const key = decodeSealingKey(text);
  // Only a damaged generated file gets here: SEALING_KEY itself was validated above.
  if (!key) {
    throw new ConfigError(
      `Invalid configuration:\n  SEALING_KEY: unset, and ${path.join(dataDir, 'sealing-key')} does not hold 64 hex characters`,
    );
  }
  return key;
}

/**
 * Outside production a missing AUTH_SECRET or SEALING_KEY is generated once and kept beside the
 * embedded database (owner-only file), so sessions and sealed tokens survive restarts and nobody
 * has to invent one. The file appears complete or not at all (written aside, then linked), so two
 * processes starting at once agree on one secret and never read a half-written one.
 */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, secret, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return fs.readFileSync(file, 'utf8').trim();
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
}
