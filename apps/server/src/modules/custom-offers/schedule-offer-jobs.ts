import { customOfferReminderAt } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { expireCustomOfferJob } from '../../jobs/expire-custom-offer';
import { remindCustomOfferJob } from '../../jobs/remind-custom-offer';
import type { OfferRow } from './repository';

/**
 * Queues the offer's expiry at its `expires_at` and, once its card is saved, the company's
 * reminder 4 hours before. Durable (pg-boss rows) and once per offer and time (singleton keys), so
 * several processes asking queue one job; the minute sweep catches any that were never queued.
 */
export async function scheduleOfferJobs(
  ctx: Pick<AppContext, 'jobs'>,
  offer: Pick<OfferRow, 'id' | 'expiresAt' | 'cardSavedAt'>,
): Promise<void> {
  const at = offer.expiresAt.toISOString();
  await ctx.jobs.send(
    expireCustomOfferJob,
    { offerId: offer.id },
    { startAfter: offer.expiresAt, singletonKey: `${offer.id}:${at}` },
  );
  if (offer.cardSavedAt) {
    await ctx.jobs.send(
      remindCustomOfferJob,
      { offerId: offer.id },
      { startAfter: customOfferReminderAt(offer.expiresAt), singletonKey: `${offer.id}:${at}` },
    );
  }
}
