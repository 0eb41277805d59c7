import { AboutUs } from '../features/content/components/about-us';

/** /about-us: the product, how it works, the counters and the FAQs (the footer links #faqs). */
export function AboutUsRoute() {
  return (
    <div className="ui-container page">
      <AboutUs />
    </div>
  );
}
