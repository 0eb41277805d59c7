import type { Database } from '@stepup/db';
import type { Config } from '../../config';
import type { PageMeta } from '../../plugins/page-meta';
import { campaignPageMeta } from './campaign-detail-service';

const CAMPAIGN_PAGE = /^\/campaign\/([^/]+)\/?$/;

/**
 * The customer site's per-page link previews: /campaign/{id} shows the campaign's title,
 * description and picture (absolute, from PUBLIC_WEB_URL); other pages keep the defaults.
 */
export async function customerPageMeta(
  db: Database,
  config: Pick<Config, 'publicWebUrl'>,
  pathname: string,
): Promise<PageMeta | undefined> {
  const match = CAMPAIGN_PAGE.exec(pathname);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
  if (id === '' || id.length > 100) return undefined;
  const campaign = await campaignPageMeta(db, id);
  if (!campaign) return undefined;
  const origin = config.publicWebUrl;
  return {
    title: campaign.title,
    description: campaign.description,
    url: new URL(`/campaign/${encodeURIComponent(id)}`, origin).href,
    imageUrl: campaign.imageUrl ? new URL(campaign.imageUrl, origin).href : null,
  };
}
