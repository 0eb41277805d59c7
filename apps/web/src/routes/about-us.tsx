import { Link } from 'react-router';
import { ComingSoon, PageTitle } from '@stepup/ui';

/** About Us: the full story and counters come later; the FAQs anchor is linked from the footer. */
export function AboutUsRoute() {
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'About Us']}>About Us</PageTitle>
      <ComingSoon>
        The story of how we help independent UK businesses and their customers is coming soon.
      </ComingSoon>
      <section id="faqs" className="business-faqs" aria-labelledby="faqs-title">
        <h2 id="faqs-title">FAQs</h2>
        <p>Answers to common questions from customers are coming soon.</p>
      </section>
    </div>
  );
}
