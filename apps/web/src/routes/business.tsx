import { BadgePercent, Coins, Store } from 'lucide-react';
import { buttonClassName } from '@stepup/ui';
import { useBusinessUrl } from '../lib/business-url';

const promises = [
  { icon: Coins, title: 'No setup fees', text: 'Run voucher campaigns at no cost.' },
  { icon: BadgePercent, title: 'No commission', text: 'Keep every penny of standard vouchers.' },
  { icon: Store, title: 'No subscriptions', text: 'You are paid when you sell.' },
];

/** The business marketing homepage; its full content (comparison, calculator…) comes later. */
export function BusinessRoute() {
  const businessUrl = useBusinessUrl();
  return (
    <div className="ui-container page">
      <section className="business-hero" aria-labelledby="business-title">
        <h1 id="business-title">Sell vouchers, build loyalty, keep every penny</h1>
        <p className="business-hero__lead">
          Customers come back for bigger discounts at every step. The full tour for businesses —
          comparison, savings calculator and how it works — is coming soon.
        </p>
        <a className={buttonClassName({ variant: 'gift' })} href={businessUrl('/signup')}>
          Create Business Account
        </a>
      </section>
      <ul className="business-promises">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" size={28} />
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <section id="faqs" className="business-faqs" aria-labelledby="business-faqs-title">
        <h2 id="business-faqs-title">FAQs</h2>
        <p>Answers to common questions from businesses are coming soon.</p>
      </section>
    </div>
  );
}
