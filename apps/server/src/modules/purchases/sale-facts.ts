import type { Database, Transaction } from '@stepup/db';
import type { VoucherForNotice } from './notices-repository';
import { findVoucherForNotice } from './notices-repository';

/** A voucher with what its messages say: campaign, company and buyer. */
export type SaleFacts = VoucherForNotice;

/**
 * The facts of a sale for another module's messages (refunds and disputes, ADR 028), read as the
 * purchase's own messages read them.
 */
export const findSaleFacts = (db: Database | Transaction, voucherId: string) =>
  findVoucherForNotice(db, voucherId);
