import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarHeart,
  Gift,
  Heart,
  LogOut,
  Settings,
  Sparkles,
  Ticket,
  UserX,
} from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import { ACCOUNT_CLOSE_NOTE } from '@stepup/domain';
import type { AccountUser } from '@stepup/contracts';
import {
  Alert,
  Button,
  CloseAccount,
  ComingSoon,
  PageTitle,
  Preloader,
  sessionQueryOptions,
  useApiClient,
  useSession,
  useSignOut,
} from '@stepup/ui';
import { EditProfile } from './edit-profile';
import './account-page.css';

/** docs/product.md#profile-email-change-and-closing: an unauthenticated visitor is sent to /login after about 500 ms. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** The tabs' content, composed by the route (features do not import each other). */
interface AccountSections {
  wallet?: ReactNode;
  unlocked?: ReactNode;
  favourites?: ReactNode;
  offers?: ReactNode;
  /** Dates to Remember (tab 7, issue 21). */
  dates?: ReactNode;
}

/**
 * My Vouchers & Account (/for-me): the sidebar with the customer's name and email, the tabs
 * Logout and Close Account. With no network the session cannot be read: the wallet is shown as
 * last loaded (the service worker keeps it) rather than sending the customer to sign in.
 */
export function AccountPage({ favourites, wallet, unlocked, offers, dates }: AccountSections = {}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const offline = useSessionUnreachable();

  useEffect(() => {
    if (user !== null || offline) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      SIGNED_OUT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [user, offline, navigate]);

  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'My Vouchers & Account']}>
        My Vouchers &amp; Account
      </PageTitle>
      {offline && !user && wallet ? (
        <section className="account__content" aria-labelledby="account-tab-title">
          <h2 id="account-tab-title">Voucher Wallet</h2>
          {wallet}
        </section>
      ) : user === undefined ? (
        <Preloader label="Loading your account" />
      ) : user === null ? (
        <Alert tone="info">Please sign in to see your vouchers. Taking you to sign in…</Alert>
      ) : (
        <Account
          user={user}
          favourites={favourites}
          wallet={wallet}
          unlocked={unlocked}
          offers={offers}
          dates={dates}
        />
      )}
    </div>
  );
}

const tabs = [
  { id: 2, label: 'Voucher Wallet', icon: Ticket },
  { id: 1, label: 'Unlocked Vouchers', icon: Gift },
  { id: 6, label: 'My Offers', icon: Sparkles },
  { id: 5, label: 'Favorites', icon: Heart },
  { id: 7, label: 'Dates to Remember', icon: CalendarHeart },
  { id: 3, label: 'Edit Profile', icon: Settings },
] as const;
type TabId = (typeof tabs)[number]['id'] | 4;
const DEFAULT_TAB: TabId = 2;

/** `?tab=` picks the tab (docs/product.md#the-wallet: 2 Voucher Wallet by default, 4 Close Account, 6 My Offers, 7 Dates to Remember). */
export function tabFromParam(value: string | null): TabId {
  const id = Number(value);
  return id === 4 || tabs.some((t) => t.id === id) ? (id as TabId) : DEFAULT_TAB;
}

/** Whether the session cannot be read for want of a network (not because no one is signed in). */
function useSessionUnreachable(): boolean {
  const client = useApiClient();
  const session = useQuery(sessionQueryOptions(client));
  return (
    (session.isPending && session.fetchStatus === 'paused') ||
    (session.isError && !(session.error instanceof ApiError))
  );
}

function Account({
  user,
  favourites,
  wallet,
  unlocked,
  offers,
  dates,
}: AccountSections & { user: AccountUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const current = tabs.find((t) => t.id === tab);
  const title = current?.label ?? 'Close Account';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A chosen tab moves focus to its title, which also brings it into view on a phone (the
  // content sits under the sidebar there).
  const goTo = (id: TabId) => {
    setParams(id === DEFAULT_TAB ? {} : { tab: String(id) });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="account">
      <aside className="account__sidebar" aria-label="Your account">
        <div className="account__who">
          <span className="account__avatar" aria-hidden="true">
            {initials(user.name)}
          </span>
          <div className="account__who-text">
            <p className="account__name">{user.name}</p>
            <p className="account__email">{user.email}</p>
          </div>
        </div>
        <nav aria-label="Account sections">
          <ul className="account__tabs">
            {tabs.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  className="account__tab"
                  aria-current={tab === id ? 'page' : undefined}
                  onClick={() => goTo(id)}
                >
                  <Icon aria-hidden="true" size={20} />
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          variant="secondary"
          block
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) })
          }
        >
          <LogOut aria-hidden="true" size={18} />
          Logout
        </Button>
        <Button
          variant="link"
          className="account__close"
          aria-current={tab === 4 ? 'page' : undefined}
          onClick={() => goTo(4)}
        >
          <UserX aria-hidden="true" size={16} />
          Close Account
        </Button>
      </aside>
      <section className="account__content" aria-labelledby="account-tab-title">
        <h2 id="account-tab-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {tab === 3 ? (
          <EditProfile user={user} />
        ) : tab === 2 && wallet ? (
          wallet
        ) : tab === 1 && unlocked ? (
          unlocked
        ) : tab === 5 && favourites ? (
          favourites
        ) : tab === 6 && offers ? (
          offers
        ) : tab === 7 && dates ? (
          dates
        ) : tab === 4 ? (
          <div className="account__close-tab">
            <CloseAccount
              note={ACCOUNT_CLOSE_NOTE}
              afterClose="/"
              onCancel={() => goTo(DEFAULT_TAB)}
            />
          </div>
        ) : (
          <ComingSoon icon={current ? <current.icon size={32} /> : <UserX size={32} />}>
            {comingSoon[tab]}
          </ComingSoon>
        )}
      </section>
    </div>
  );
}

const comingSoon: Record<1 | 2 | 5 | 6 | 7, string> = {
  2: 'Your vouchers, their codes and what you have gifted arrive here with purchases.',
  1: 'The campaigns you have unlocked bigger discounts for arrive here with purchases.',
  5: 'The campaigns you mark as favourites arrive here with purchases.',
  6: 'The custom offers you make arrive here.',
  7: 'The dates you want reminding of arrive here.',
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
