import { Link } from 'react-router';
import { BadgePercent, Clock, Star, UserPlus } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { HOME_TABS } from '@stepup/domain';
import type { HomeTab } from '@stepup/domain';
import { buttonClassName } from '@stepup/ui';
import './promo-cards.css';

interface Promo {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string; to: string } | { label: string; tab: HomeTab };
}

const promos: Promo[] = [
  {
    icon: UserPlus,
    title: 'Save More Now',
    text: 'Create a free account and every repeat purchase unlocks a bigger discount.',
    action: { label: 'Sign Up', to: '/signup' },
  },
  {
    icon: BadgePercent,
    title: 'See Top Offers',
    text: 'The deepest discounts on the site, for when you want the most off.',
    action: { label: 'Top Savers', tab: HOME_TABS.value },
  },
  {
    icon: Clock,
    title: "What's New",
    text: 'Independent businesses that have just joined, with their first offers.',
    action: { label: 'Just In', tab: HOME_TABS.newest },
  },
  {
    icon: Star,
    title: 'Best Recommended',
    text: 'Hand-picked vouchers our customers love to buy and to give.',
    action: { label: 'Featured', tab: HOME_TABS.featured },
  },
];

/**
 * The four promo cards (docs/product.md#home-page): Sign Up goes to /signup; the other three open a tab of the
 * carousel below (Top Savers tab 4, Just In tab 1, Featured tab 2).
 */
export function PromoCards({ onOpenTab }: { onOpenTab: (tab: HomeTab) => void }) {
  return (
    <ul className="promo-cards" aria-label="Ways to save">
      {promos.map(({ icon: Icon, title, text, action }, index) => (
        <li key={title} className={`promo-card promo-card--${index + 1}`}>
          <span className="promo-card__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <h2 className="promo-card__title">{title}</h2>
          <p className="promo-card__text">{text}</p>
          {'to' in action ? (
            <Link className={buttonClassName({ variant: 'primary' })} to={action.to}>
              {action.label}
            </Link>
          ) : (
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => onOpenTab(action.tab)}
            >
              {action.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
