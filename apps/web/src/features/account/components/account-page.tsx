import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Gift, Heart, LogOut, Settings, Ticket, UserX } from 'lucide-react';
import type { AccountUser } from '@stepup/contracts';
import {
  Alert,
  Button,
  ComingSoon,
  PageTitle,
  Preloader,
  useSession,
  useSignOut,
} from '@stepup/ui';
import './account-page.css';

/** Spec §2: an unauthenticated visitor is sent to /login after about 500 ms. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/**
 * My Vouchers & Account (/for-me): the sidebar with the customer's name and email, the tabs
 * and Logout. The tabs' screens come next; each shows a placeholder for now.
 */
export function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (user !== null) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      SIGNED_OUT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [user, navigate]);

  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, 'My Vouchers & Account']}>
        My Vouchers &amp; Account
      </PageTitle>
      {user === undefined ? (
        <Preloader label="Loading your account" />
      ) : user === null ? (
        <Alert tone="info">Please sign in to see your vouchers. Taking you to sign in…</Alert>
      ) : (
        <Account user={user} />
      )}
    </div>
  );
}

const tabs = [
  { id: 2, label: 'Voucher Wallet', icon: Ticket },
  { id: 1, label: 'Unlocked Vouchers', icon: Gift },
  { id: 5, label: 'Favorites', icon: Heart },
  { id: 3, label: 'Edit Profile', icon: Settings },
] as const;
type TabId = (typeof tabs)[number]['id'] | 4;

function Account({ user }: { user: AccountUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [tab, setTab] = useState<TabId>(2);
  const current = tabs.find((t) => t.id === tab);
  const title = current?.label ?? 'Close Account';

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
                  onClick={() => setTab(id)}
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
        <Button variant="link" className="account__close" onClick={() => setTab(4)}>
          <UserX aria-hidden="true" size={16} />
          Close Account
        </Button>
      </aside>
      <section className="account__content" aria-labelledby="account-tab-title">
        <h2 id="account-tab-title">{title}</h2>
        <ComingSoon icon={current ? <current.icon size={32} /> : <UserX size={32} />}>
          {title} opens here very soon.
        </ComingSoon>
      </section>
    </div>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
