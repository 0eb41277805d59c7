import type { AppContext } from '../../context/app-context';

/**
 * What settling payments needs of the context: the database, the clock, the card provider, the
 * sale's messages and the operator's ear; and, for a card saved for a custom offer, the mailer,
 * the job queue (the offer's expiry and reminder) and the configuration (links). The webhook
 * (either site) passes its AppContext; the worker's jobs (no site) pass their own with the same
 * parts.
 */
export type PaymentsContext = Pick<
  AppContext,
  'db' | 'clock' | 'payments' | 'notices' | 'report' | 'mailer' | 'jobs' | 'config'
>;
