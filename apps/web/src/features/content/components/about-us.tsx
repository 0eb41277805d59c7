import { Link } from 'react-router';
import {
  BadgePercent,
  Gift,
  HandCoins,
  MessageSquareHeart,
  Repeat,
  Store,
  Ticket,
} from 'lucide-react';
import { BUSINESSES_FIGURE } from '@stepup/domain';
import { buttonClassName, Card, PageTitle, useScrollToHash, useSite } from '@stepup/ui';
import { useFaqs } from '../api/get-faqs';
import { useAboutFacts } from '../api/get-about-facts';
import { CustomerFaqs } from './customer-faqs';
import './content.css';

const steps = [
  {
    icon: Ticket,
    title: 'Choose a voucher',
    text: 'Browse vouchers from independent businesses near you and pick a value.',
  },
  {
    icon: BadgePercent,
    title: 'Save instantly',
    text: 'Pay less than the voucher is worth, for yourself or as a gift sent by email.',
  },
  {
    icon: Repeat,
    title: 'Step up your discount',
    text: 'Buy from the same campaign again and the discount rises, up to three steps.',
  },
  {
    icon: MessageSquareHeart,
    title: 'Name your own offer',
    text: 'Propose your own value and discount; the business answers within 24 hours.',
  },
];

/** One counter: the figure large, what it counts under it. */
function Counter({ value, label }: { value: string | undefined; label: string }) {
  return (
    <li className="about-counter">
      <span className="about-counter__value tabular">
        {value ?? <span className="about-counter__skeleton" aria-hidden="true" />}
      </span>
      <span className="about-counter__label">{label}</span>
    </li>
  );
}

/**
 * About Us (docs/product.md#content-and-marketing-pages): what the product is and how it works, with the counters (businesses,
 * the figure the business page states too, from the domain; two native apps, UK focus, trading
 * since 2022) and the customers' FAQs.
 */
export function AboutUs() {
  const { data: site } = useSite();
  const { data: facts } = useAboutFacts();
  // The footer's FAQs link lands on #faqs: scroll there once the questions are in.
  useScrollToHash(!useFaqs().isPending);
  const name = site?.siteName;
  return (
    <div className="about">
      <PageTitle
        breadcrumb={[<Link to="/">Home</Link>, 'About Us']}
        lead="Vouchers from independent UK businesses, with discounts that grow every time you come back."
      >
        About Us
      </PageTitle>

      <section className="about-intro" aria-labelledby="about-what">
        <div className="about-intro__text">
          <h2 id="about-what">What we do</h2>
          <p>
            {name ?? 'We'} {name ? 'is' : 'are'} a marketplace where cafés, restaurants, salons,
            shops and studios sell discount vouchers directly to their customers. You buy a voucher
            for less than it is worth and spend it at the business – or send it to someone as a
            gift, straight to their inbox, on the day you choose.
          </p>
          <p>
            Businesses join for free: no setup fees, no subscriptions and no commission on standard
            vouchers, and they are paid the moment a voucher sells. Every pound stays on the high
            street.
          </p>
        </div>
        <ul className="about-counters" aria-label="In numbers">
          <Counter value={BUSINESSES_FIGURE} label="businesses" />
          <Counter value={facts ? String(facts.nativeApps) : undefined} label="native apps" />
          <Counter value={facts?.country} label="focus, for UK independents" />
          <Counter value={facts ? `${facts.sinceYear}` : undefined} label="trading since" />
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <ol className="about-steps">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card padded className="about-steps__card">
                <span className="about-steps__icon" aria-hidden="true">
                  <Icon size={26} />
                </span>
                <span className="about-steps__number">Step {index + 1}</span>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className="about-section about-audiences" aria-label="Who it is for">
        <Card padded className="about-audience">
          <Gift aria-hidden="true" size={28} />
          <h2>For customers</h2>
          <p>
            Treat yourself or someone special for less. Your vouchers, gifts and unlocked discounts
            live in My Vouchers &amp; Account.
          </p>
          <Link className={buttonClassName()} to="/">
            Browse vouchers
          </Link>
        </Card>
        <Card padded className="about-audience">
          <Store aria-hidden="true" size={28} />
          <h2>For businesses</h2>
          <p>
            Sell vouchers at no cost, bring regulars back with stepped discounts and keep every
            penny of standard vouchers.
          </p>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/business">
            <HandCoins aria-hidden="true" size={18} /> Why join
          </Link>
        </Card>
      </section>

      <section id="faqs" className="about-section about-faqs" aria-labelledby="faqs-title">
        <h2 id="faqs-title">FAQs</h2>
        <CustomerFaqs />
      </section>
    </div>
  );
}
