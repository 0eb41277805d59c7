import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClassName, ComingSoon, PageTitle } from '@stepup/ui';

/** A tidy placeholder for a screen built in a later issue: its title and what is coming. */
export function PlaceholderPage({
  title,
  children,
  homeLink = true,
}: {
  title: string;
  children: ReactNode;
  homeLink?: boolean;
}) {
  return (
    <div className="ui-container page">
      <PageTitle breadcrumb={[<Link to="/">Home</Link>, title]}>{title}</PageTitle>
      <ComingSoon
        icon={<Hourglass size={32} />}
        action={
          homeLink ? (
            <Link className={buttonClassName({ variant: 'secondary' })} to="/">
              Browse vouchers
            </Link>
          ) : null
        }
      >
        {children}
      </ComingSoon>
    </div>
  );
}
