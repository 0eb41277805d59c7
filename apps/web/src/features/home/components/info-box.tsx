import type { ReactNode } from 'react';
import { Gift, PiggyBank, Sparkles } from 'lucide-react';
import { HOME_TAGLINE } from '@stepup/domain';
import './home.css';

const tiles = [
  { icon: Sparkles, title: 'Exclusive Vouchers', text: 'Offers from independent UK businesses.' },
  { icon: PiggyBank, title: 'Lower Prices', text: 'Every voucher costs less than it is worth.' },
  { icon: Gift, title: 'Great Gifts', text: 'Send a voucher by email, now or on the day.' },
];

/** The top of the home page: the promise, three shortcut tiles and a slot for the top pick. */
export function InfoBox({
  topPick,
  allVouchersHref,
}: {
  topPick?: ReactNode;
  allVouchersHref: string;
}) {
  return (
    <section className="info-box" aria-labelledby="info-box-title">
      <div className="info-box__main">
        <h1 id="info-box-title" className="info-box__title">
          {HOME_TAGLINE}
        </h1>
        <ul className="info-box__tiles">
          {tiles.map(({ icon: Icon, title, text }) => (
            <li key={title} className="info-box__tile">
              <span className="info-box__tile-icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span>
                <strong>{title}</strong>
                <span className="info-box__tile-text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <a className="ui-button ui-button--primary info-box__cta" href={allVouchersHref}>
          All Vouchers
        </a>
      </div>
      {topPick ? (
        <div className="info-box__pick">
          <h2 className="info-box__pick-title">Top pick</h2>
          {topPick}
        </div>
      ) : null}
    </section>
  );
}
