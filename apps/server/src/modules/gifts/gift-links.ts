import type { Transaction } from '@stepup/db';
import { newGiftToken } from './gift-token';
import { saveGiftLinks } from './repository';

/**
 * New links for gifts being delivered (ADR 055), in the transaction that writes their emails: a
 * random token each, only its hash stored (replacing any earlier link of the same gift). Answers
 * the tokens by voucher, for the emails.
 */
export async function issueGiftLinks(
  tx: Transaction,
  voucherIds: string[],
): Promise<Map<string, string>> {
  const links = voucherIds.map((voucherId) => ({ voucherId, ...newGiftToken() }));
  await saveGiftLinks(tx, links);
  return new Map(links.map(({ voucherId, token }) => [voucherId, token]));
}
