import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';

/** How many other featured campaigns the strip under a campaign shows. */
export const FEATURED_STRIP_SIZE = 4;

/** The 'Featured' strip at the bottom of a campaign page: other featured campaigns. */
export function FeaturedStrip({ exceptId }: { exceptId: string }) {
  const campaigns = useCampaigns({ sort: 'popular' });
  const featured = (campaigns.data ?? [])
    .filter((c) => c.featured && c.id !== exceptId)
    .slice(0, FEATURED_STRIP_SIZE);
  if (featured.length === 0) return null;
  return (
    <section className="campaign-details__featured" aria-labelledby="featured-strip-title">
      <h2 id="featured-strip-title">Featured</h2>
      <ul className="ui-card-grid">
        {featured.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    </section>
  );
}
