import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { vouchers } from './purchases';

/**
 * A voucher handed to a phone's wallet (ADR 058): made when its owner first asks for the Apple
 * pass or the Google Wallet link, so that a later change (used, cancelled, use undone) knows whom
 * to tell. `changed_at` is the pass's update tag (Apple's `passesUpdatedSince`); the Google
 * object's id is set once a "Save" link was made for it.
 */
export const walletPasses = pgTable('wallet_passes', {
  voucherId: text('voucher_id')
    .primaryKey()
    .references(() => vouchers.id, { onDelete: 'cascade' }),
  appleIssuedAt: instant('apple_issued_at'),
  googleObjectId: text('google_object_id'),
  changedAt: instant('changed_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * An Apple device that keeps a voucher's pass and wants to hear when it changes (Apple's
 * "register a device" call): its library identifier and APNs push token. Forgotten when the
 * device unregisters or APNs says the token is gone (410).
 */
export const applePassRegistrations = pgTable(
  'apple_pass_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => walletPasses.voucherId, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryIdentifier, t.voucherId] }),
    index('apple_pass_registrations_voucher_idx').on(t.voucherId),
  ],
);
