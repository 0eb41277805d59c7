import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClassName, PageTitle } from '@stepup/ui';

/** A tidy placeholder for a screen built in a later issue: its title and what is coming. */
export function ComingSoon({
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
      <div className="coming-soon">
        <Hourglass className="coming-soon__icon" aria-hidden="true" size={32} />
        <p className="coming-soon__text">{children}</p>
        {homeLink ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to="/">
            Browse vouchers
          </Link>
        ) : null}
      </div>
    </div>
  );
}
