import type { CustomerCustomOffer } from '@stepup/contracts';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCustomer } from '../../context/access';
import { offerForBuyer, toCustomerOffer } from './offer-view';
import { findOffersOfCustomer } from './repository';

/** GET /api/custom-offers. Who may call: a signed-in customer; their own offers, newest first. */
export async function listCustomerOffers(
  ctx: AppContext,
  actor: Actor,
): Promise<{ offers: CustomerCustomOffer[] }> {
  const customer = requireCustomer(actor);
  const rows = await findOffersOfCustomer(ctx.db, customer.user.id);
  return { offers: rows.map(toCustomerOffer) };
}

/**
 * GET /api/custom-offers/:offerId. Who may call: the signed-in customer who made it, or whoever
 * holds its key (x-custom-offer-key); anyone else gets 404.
 */
export async function getCustomerOffer(
  ctx: AppContext,
  actor: Actor,
  { offerId, offerKey }: { offerId: string; offerKey?: string | undefined },
): Promise<CustomerCustomOffer> {
  return toCustomerOffer(await offerForBuyer(ctx, actor, offerId, offerKey));
}
