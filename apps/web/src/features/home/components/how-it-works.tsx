import { BadgePercent, Repeat, Ticket } from 'lucide-react';
import './home.css';

const steps = [
  {
    icon: Ticket,
    title: 'Choose a voucher',
    text: 'Pick a business you love and a voucher value.',
  },
  {
    icon: BadgePercent,
    title: 'Save instantly',
    text: 'Pay less than the voucher is worth, for yourself or as a gift.',
  },
  {
    icon: Repeat,
    title: 'Unlock bigger discounts',
    text: 'Buy from the same business again and your discount steps up.',
  },
];

/** The home page's how-it-works trio. */
export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How it works</h2>
      <ol className="how-it-works__list">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="how-it-works__step">
            <span className="how-it-works__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <h3>
              <span className="how-it-works__number">{index + 1}.</span> {title}
            </h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
