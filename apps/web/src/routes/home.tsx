import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DEFAULT_HOME_TAB, homeLists } from '@stepup/domain';
import type { HomeTab } from '@stepup/domain';
import { Preloader } from '@stepup/ui';
import { useCampaigns } from '../features/campaigns/api/get-campaigns';
import { AllVouchers } from '../features/campaigns/components/all-vouchers';
import { CampaignCard } from '../features/campaigns/components/campaign-card';
import { PressLogos } from '../features/content/components/press-logos';
import { HomeTabs } from '../features/home/components/home-tabs';
import { HowItWorks } from '../features/home/components/how-it-works';
import { InfoBox } from '../features/home/components/info-box';
import { MovingStrip } from '../features/home/components/moving-strip';
import { PromoCards } from '../features/home/components/promo-cards';

/**
 * Voucher home (docs/product.md#home-page): a preloader until the vouchers arrive, then the info box,
 * the moving strip, the promo cards, the tabbed carousel, how it works and All Vouchers. The API
 * answers with what this viewer may see; the home lists leave out their completed ladders.
 */
export function HomeRoute() {
  const campaigns = useCampaigns({ sort: 'popular' });
  const [tab, setTab] = useState<HomeTab>(DEFAULT_HOME_TAB);
  const tabsRef = useRef<HTMLElement>(null);
  if (campaigns.isPending) return <Preloader label="Loading vouchers" />;

  const lists = homeLists(campaigns.data ?? []);
  /** A promo card opens its tab: show it, bring it into view and put focus on it. */
  function openTab(next: HomeTab) {
    flushSync(() => setTab(next));
    const section = tabsRef.current;
    section?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({
      preventScroll: true,
    });
    section?.scrollIntoView?.({ block: 'start' });
  }
  const card = (campaign: Parameters<typeof CampaignCard>[0]['campaign']) => (
    <CampaignCard campaign={campaign} />
  );

  return (
    <div className="ui-container">
      <InfoBox
        allVouchersHref="#all-vouchers"
        topPick={
          lists.topPick ? (
            <CampaignCard campaign={lists.topPick} priority headingLevel={3} />
          ) : undefined
        }
      />
      <MovingStrip campaigns={lists.strip} />
      <PromoCards onOpenTab={openTab} />
      <HomeTabs
        ref={tabsRef}
        lists={lists.tabs}
        active={tab}
        onChange={setTab}
        renderCard={card}
        allVouchersHref="#all-vouchers"
      />
      <HowItWorks />
      <PressLogos />
      {/* At the foot of the page: none of its pictures is needed for the first paint. */}
      <AllVouchers id="all-vouchers" eagerCards={0} />
    </div>
  );
}
