import { MapPin } from 'lucide-react';
import type { CampaignSite } from '@stepup/contracts';
import { CAMPAIGN_SITES_TITLE } from '@stepup/domain';

/**
 * Where the voucher can be used (docs/product.md#multi-site-groups): the sites the campaign is
 * limited to, or every site of a company with several. Nothing when the server lists none.
 */
export function CampaignSites({ sites, lead }: { sites: CampaignSite[]; lead: string }) {
  if (sites.length === 0) return null;
  return (
    <section className="campaign-sites" aria-labelledby="campaign-sites">
      <h3 id="campaign-sites">{CAMPAIGN_SITES_TITLE}</h3>
      <p>{lead}</p>
      <ul>
        {sites.map((site) => (
          <li key={site.name}>
            <MapPin aria-hidden="true" size={18} />
            <span>
              <strong>{site.name}</strong>
              {site.address ? (
                <span className="campaign-sites__address">{site.address}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
