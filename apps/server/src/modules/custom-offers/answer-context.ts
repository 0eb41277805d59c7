import {
  CUSTOM_OFFER_NOT_FOUND,
  CUSTOM_OFFER_STATUS_LABELS,
  customOfferNotAllowedNow,
} from '@stepup/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context/app-context';
import type { OfferView } from './repository';
import { findOfferView } from './repository';

/** An offer of the member's own company, else 404 (another company's offers do not exist). */
export async function offerOfCompany(
  ctx: AppContext,
  companyId: string,
  offerId: string,
): Promise<OfferView> {
  const view = await findOfferView(ctx.db, offerId);
  if (!view || view.offer.companyId !== companyId || view.offer.status === 'awaiting_card') {
    throw new AppError('not_found', CUSTOM_OFFER_NOT_FOUND);
  }
  return view;
}

/** The refusal of an action that lost its race or came too late: the offer's state now. */
export async function refusedNow(ctx: AppContext, offerId: string): Promise<AppError> {
  const now = await findOfferView(ctx.db, offerId);
  const status = now?.offer.status;
  const expiredInFact =
    status && ['pending', 'countered'].includes(status) && now.offer.expiresAt <= ctx.clock();
  const label = expiredInFact ? 'expired' : status ? CUSTOM_OFFER_STATUS_LABELS[status] : 'gone';
  return new AppError('conflict', customOfferNotAllowedNow(label));
}
