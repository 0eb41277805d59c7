import type { Transaction } from '@stepup/db';
import type { ProviderEvent } from './repository';
import { recordEventOnce } from './repository';

export type { ProviderEvent };

/**
 * Records a provider event's id once (unique): false when it was processed already. For other
 * modules settling provider events in their own transaction (refunds' disputes, ADR 028).
 */
export const recordProviderEventOnce = (tx: Transaction, event: ProviderEvent) =>
  recordEventOnce(tx, event);
