import { useScrollToHash } from '@stepup/ui';
import { ComparisonTable } from '../features/business/components/comparison-table';
import {
  BusinessCallToAction,
  BusinessFaqs,
  BusinessHero,
  BusinessSection,
  BusinessSteps,
  CaseStudy,
  ConnectionMethods,
  MarketStats,
} from '../features/business/components/marketing-sections';
import { SavingsCalculator } from '../features/business/components/savings-calculator';

/** /business: the business marketing homepage (docs/product.md#content-and-marketing-pages, calculator in docs/product.md#savings-calculator). */
export function BusinessRoute() {
  // The footer's FAQs link lands on #faqs, after this page's code has loaded.
  useScrollToHash();
  return (
    <div className="ui-container page">
      <BusinessHero />
      <BusinessSection
        id="compare"
        title="Why businesses switch"
        lead="Typical voucher sites take 30 to 50 percent of every sale. We take nothing."
      >
        <ComparisonTable />
      </BusinessSection>
      <BusinessSection
        id="calculator"
        title="How much would you keep?"
        lead="Enter a year of voucher sales and what other sites charge you."
        tone="soft"
      >
        <SavingsCalculator />
      </BusinessSection>
      <BusinessSection id="case-study" title="Loyalty that pays">
        <CaseStudy />
      </BusinessSection>
      <BusinessSection
        id="market"
        title="Gift cards are growing – and going digital"
        lead="Vouchers are a bigger chance than ever for independents."
      >
        <MarketStats />
      </BusinessSection>
      <BusinessSection id="how-it-works" title="How it works">
        <BusinessSteps />
      </BusinessSection>
      <BusinessSection
        id="connect"
        title="Works with how you sell"
        lead="Connect an online shop directly, or redeem by hand – whatever suits you."
      >
        <ConnectionMethods />
      </BusinessSection>
      <BusinessSection id="faqs" title="FAQs">
        <BusinessFaqs />
      </BusinessSection>
      <BusinessCallToAction />
    </div>
  );
}
