import type { Database, Transaction } from '@stepup/db';
import { findOwnerEmails } from './membership-repository';

/**
 * Where a company's notices go (sales, receipts at the till): its contact address, else its
 * owners' addresses. Other modules ask this, never the company tables.
 */
export async function findCompanyNoticeAddresses(
  db: Database | Transaction,
  companyId: string,
  contactEmail: string | null,
): Promise<string[]> {
  if (contactEmail?.trim()) return [contactEmail.trim()];
  return findOwnerEmails(db, companyId);
}
