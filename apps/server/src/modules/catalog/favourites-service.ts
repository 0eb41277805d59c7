import type { CampaignSummary, FavouriteList, FavouriteState } from '@stepup/contracts';
import { CAMPAIGN_NOT_AVAILABLE, isCampaignVisible } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import {
  deleteFavourite,
  findCampaignsByIds,
  findFavouriteIds,
  insertFavourite,
} from './favourites-repository';
import { findCampaignById } from './repository';
import { toSummary, viewerLevels, viewerOf } from './service';

/**
 * Who may call: the signed-in customer, for themselves. Every favourite id (so hearts show
 * on any card), and the favourite campaigns they can still see, newest favourite first.
 */
export async function listFavourites(ctx: AppContext, actor: Actor): Promise<FavouriteList> {
  const customer = requireCustomer(actor);
  const { user } = customer;
  const viewer = await viewerOf(ctx.db, customer);
  const campaignIds = await findFavouriteIds(ctx.db, user.id);
  const byId = new Map((await findCampaignsByIds(ctx.db, campaignIds)).map((c) => [c.id, c]));
  const levels = await viewerLevels(ctx.db, viewer);
  const campaigns: CampaignSummary[] = [];
  for (const id of campaignIds) {
    const campaign = byId.get(id);
    if (campaign && isCampaignVisible(campaign, viewer)) {
      campaigns.push(toSummary(campaign, levels?.(id)));
    }
  }
  return { campaignIds, campaigns };
}

/** Who may call: the signed-in customer; only a campaign they can see may be favourited. */
export async function addFavourite(
  ctx: AppContext,
  actor: Actor,
  { campaignId }: { campaignId: string },
): Promise<FavouriteState> {
  const customer = requireCustomer(actor);
  const { user } = customer;
  const viewer = await viewerOf(ctx.db, customer);
  const campaign = await findCampaignById(ctx.db, campaignId);
  if (!campaign || !isCampaignVisible(campaign, viewer)) throw notFound(CAMPAIGN_NOT_AVAILABLE);
  await insertFavourite(ctx.db, user.id, campaignId);
  return { campaignId, favourite: true };
}

/** Who may call: the signed-in customer; removing works even once the campaign is hidden. */
export async function removeFavourite(
  ctx: AppContext,
  actor: Actor,
  { campaignId }: { campaignId: string },
): Promise<FavouriteState> {
  const { user } = requireCustomer(actor);
  await deleteFavourite(ctx.db, user.id, campaignId);
  return { campaignId, favourite: false };
}
