import type { Database } from '@stepup/db';
import type { Config } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import type { RateLimiter } from '../plugins/rate-limit';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { FileStorage } from '../providers/storage/file-storage';
import type { Auth } from '../modules/accounts/auth';
import type { BotCheck } from '../modules/accounts/bot-check';
import type { SecretBox } from '../modules/companies/secret-box';
import type { Mailer } from '../modules/mail/mailer';
import type { PurchaseNotices } from '../modules/purchases/purchase-notices';
import type { SmsSender } from '../modules/sms/sms-sender';
import type { Audience, Site } from './site';

/**
 * What a use case may write to the server's structured log (pino; its lines carry the site and,
 * while a request is served, its id). Never a password, token or other secret: the redaction of
 * ADR 019 is a net, not a licence.
 */
export interface AppLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * Everything a use case may use besides its actor and input: the database, the configuration, the
 * clock and the providers, for one site. Built once per site (buildApp) — or by a job or a test.
 * It holds no request: who is asking is the Actor, passed beside it.
 *
 * The services it holds (mailer, texts, bot check, better-auth, purchase notices) are
 * infrastructure built by services.ts; they never import this file, which keeps the server's
 * import graph free of circles.
 */
export interface AppContext {
  db: Database;
  config: Config;
  site: Site;
  /** The accounts this site signs in: customers on the customer site, the rest on business. */
  audience: Audience;
  /** Now. Tests pass their own to move time. */
  clock: () => Date;
  /** This site's better-auth (its own signing key: a cookie of one site is nothing on the other). */
  auth: Auth;
  botCheck: BotCheck;
  jobs: JobQueue;
  limiter: RateLimiter;
  mailer: Mailer;
  sms: SmsSender;
  notices: PurchaseNotices;
  /** The card provider: Stripe when STRIPE_* are set, otherwise the embedded sandbox. */
  payments: PaymentProvider;
  /** Uploaded images: S3-compatible storage when S3_* are set, otherwise DATA_DIR/files. */
  storage: FileStorage;
  /** Seals the companies' shop access tokens at rest (SEALING_KEY). */
  secrets: SecretBox;
  /** Tells the operator about something that needs a person (a payment for the wrong amount). */
  report(err: Error): void;
  /** The server's structured log, for what is logged only (docs/product.md#sign-up). */
  log: AppLog;
  /** A link to this site's email action page (`/email-verify?mode=…&oobCode=…`). */
  actionLink(mode: string, token: string): string;
}
