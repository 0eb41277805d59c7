import type { ReactNode } from 'react';
import {
  Blocks,
  CreditCard,
  Network,
  PartyPopper,
  Quote,
  ShoppingBag,
  ShoppingCart,
  Store,
  TrendingUp,
  UserPlus,
  Megaphone,
} from 'lucide-react';
import { BUSINESSES_FIGURE, FEES_FIGURE } from '@stepup/domain';
import { buttonClassName, Card, FaqList } from '@stepup/ui';
import { useBusinessUrl } from '../../../lib/business-url';
import './business.css';

/** 'Create Business Account', to the business site's sign-up. */
export function CreateBusinessAccountLink({ variant = 'gift' }: { variant?: 'gift' | 'primary' }) {
  const businessUrl = useBusinessUrl();
  return (
    <a className={buttonClassName({ variant })} href={businessUrl('/signup')}>
      <UserPlus aria-hidden="true" size={18} /> Create Business Account
    </a>
  );
}

/** A titled section of the business page. */
export function BusinessSection({
  id,
  title,
  lead,
  children,
  tone,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'soft';
}) {
  return (
    <section
      id={id}
      className={tone ? `biz-section biz-section--${tone}` : 'biz-section'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="biz-section__title">
        {title}
      </h2>
      {lead ? <p className="biz-section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** Hero (docs/product.md#content-and-marketing-pages): sell vouchers, build loyalty, keep every penny. */
export function BusinessHero() {
  return (
    <section className="biz-hero" aria-labelledby="business-title">
      <div className="biz-hero__text">
        <p className="biz-hero__eyebrow">For independent businesses</p>
        <h1 id="business-title">Sell vouchers, build loyalty, keep every penny</h1>
        <p className="biz-hero__lead">
          Run voucher campaigns at no cost. Customers come back for a bigger discount at every step,
          and you are paid the moment a voucher sells – no setup fees, no commission on standard
          vouchers, no subscriptions.
        </p>
        <div className="biz-hero__actions">
          <CreateBusinessAccountLink />
          <a className={buttonClassName({ variant: 'secondary' })} href="#calculator">
            See what you keep
          </a>
        </div>
      </div>
      <ul className="biz-hero__figures" aria-label="At a glance">
        <li>
          <strong className="tabular">{BUSINESSES_FIGURE}</strong> businesses
        </li>
        <li>
          <strong className="tabular">{FEES_FIGURE}</strong> fees
        </li>
        <li>
          <strong className="tabular">3</strong> loyalty steps
        </li>
      </ul>
    </section>
  );
}

/** A case study with a quote. */
export function CaseStudy() {
  return (
    <Card className="biz-case">
      <div className="biz-case__quote">
        <Quote aria-hidden="true" size={36} className="biz-case__mark" />
        <blockquote>
          <p>
            We sold £4,800 of vouchers in our first three months and didn&apos;t pay a penny in
            commission. Half of those customers came back for the second step – they&apos;re
            regulars now.
          </p>
        </blockquote>
        <p className="biz-case__who">
          <strong>Maria</strong>, owner of The Copper Kettle Café, Bath
        </p>
      </div>
      <ul className="biz-case__figures" aria-label="The Copper Kettle Café in figures">
        <li>
          <strong className="tabular">£4,800</strong> vouchers sold in 3 months
        </li>
        <li>
          <strong className="tabular">52%</strong> came back for step 2
        </li>
        <li>
          <strong className="tabular">£0</strong> commission paid
        </li>
      </ul>
    </Card>
  );
}

const stats = [
  { figure: '11%', text: 'growth of the UK gift card market in 2024' },
  { figure: '50%+', text: 'of gift cards are now bought digitally' },
  { figure: '30–50%', text: 'commission typical voucher sites take from each sale' },
  { figure: BUSINESSES_FIGURE, text: 'independent businesses already selling with us' },
];

/** Market statistics. */
export function MarketStats() {
  return (
    <ul className="biz-stats">
      {stats.map((stat) => (
        <li key={stat.text}>
          <TrendingUp aria-hidden="true" size={22} />
          <strong className="tabular">{stat.figure}</strong>
          <span>{stat.text}</span>
        </li>
      ))}
    </ul>
  );
}

const steps = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up for free and tell us about your business. It takes a few minutes.',
  },
  {
    icon: CreditCard,
    title: 'Connect payments',
    text: 'Link your payment account: customers pay you directly, the moment they buy.',
  },
  {
    icon: Megaphone,
    title: 'Set up your campaign',
    text: 'Choose three voucher values and three rising discounts, and how much to sell.',
  },
  {
    icon: PartyPopper,
    title: 'Go live and redeem',
    text: 'Once approved, customers buy; you redeem their codes at the till or online.',
  },
];

/** How it works, for businesses. */
export function BusinessSteps() {
  return (
    <ol className="biz-steps">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title}>
          <span className="biz-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <Icon aria-hidden="true" size={26} className="biz-steps__icon" />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ol>
  );
}

const connections = [
  {
    icon: ShoppingBag,
    title: 'Shopify',
    text: 'Connect your shop directly: voucher codes work at your Shopify checkout.',
  },
  {
    icon: ShoppingCart,
    title: 'WooCommerce',
    text: 'Connect your WordPress shop directly, with codes accepted at checkout.',
  },
  {
    icon: Store,
    title: 'Manual in-store',
    text: 'No website needed: check and redeem codes from your dashboard at the till.',
  },
  {
    icon: Network,
    title: 'Multi-site group',
    text: 'One account for every branch, with vouchers accepted at all of them.',
  },
  {
    icon: Blocks,
    title: 'Custom',
    text: 'Your own booking or till system? Use our redemption API.',
  },
];

/** Connection methods (docs/product.md#content-and-marketing-pages). */
export function ConnectionMethods() {
  return (
    <ul className="biz-connections">
      {connections.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card padded className="biz-connections__card">
            <Icon aria-hidden="true" size={26} />
            <h3>{title}</h3>
            <p>{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const faqs = [
  {
    question: 'Is it really free?',
    answer:
      'Yes. There are no setup fees, no subscriptions and no commission on standard vouchers. A customer who sends a voucher as a gift pays a small gifting fee, which is ours.',
  },
  {
    question: 'When do I get paid?',
    answer:
      'The moment a voucher sells. Customers pay on your own connected payment account, so the money is yours straight away.',
  },
  {
    question: 'How do loyalty steps work?',
    answer:
      'You set three discounts, for example 10%, 15% and 20%. A customer buys at step 1; each time they buy your campaign again they unlock the next step, so regulars have a reason to come back.',
  },
  {
    question: 'What is a custom offer?',
    answer:
      'A customer can propose their own value and discount. You have 24 hours to accept or decline; their card is only charged if you accept. You can also accept offers automatically up to a discount you choose.',
  },
  {
    question: 'Can I pause my campaign?',
    answer:
      'Yes. Switch your business offline from the dashboard at any time. Vouchers already sold stay valid until their expiry date.',
  },
];

/** Businesses' FAQs (the footer's Businesses → FAQs link lands here). */
export function BusinessFaqs() {
  return (
    <FaqList
      items={faqs.map((faq) => ({
        id: faq.question,
        question: faq.question,
        answer: <p>{faq.answer}</p>,
      }))}
    />
  );
}

/** The closing call to action. */
export function BusinessCallToAction() {
  return (
    <section className="biz-cta" aria-labelledby="biz-cta-title">
      <h2 id="biz-cta-title">Ready to keep every penny?</h2>
      <p>
        Join {BUSINESSES_FIGURE} independent businesses selling vouchers with no fees and no
        commission.
      </p>
      <CreateBusinessAccountLink variant="primary" />
    </section>
  );
}
