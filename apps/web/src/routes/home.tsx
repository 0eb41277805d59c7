import { topPickCampaign } from '@stepup/domain';
import { Preloader } from '@stepup/ui';
import { useCampaigns } from '../features/campaigns/api/get-campaigns';
import { AllVouchers } from '../features/campaigns/components/all-vouchers';
import { CampaignCard } from '../features/campaigns/components/campaign-card';
import { HowItWorks } from '../features/home/components/how-it-works';
import { InfoBox } from '../features/home/components/info-box';

/** Voucher home (spec §2 "Home page"): a preloader until the vouchers arrive. */
export function HomeRoute() {
  const campaigns = useCampaigns({ sort: 'popular' });
  if (campaigns.isPending) return <Preloader label="Loading vouchers" />;
  const topPick = campaigns.data ? topPickCampaign(campaigns.data) : undefined;
  return (
    <div className="ui-container">
      <InfoBox
        allVouchersHref="#all-vouchers"
        topPick={topPick ? <CampaignCard campaign={topPick} eager headingLevel={3} /> : undefined}
      />
      <AllVouchers id="all-vouchers" />
      <HowItWorks />
    </div>
  );
}
