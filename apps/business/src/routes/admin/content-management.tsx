import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { SITE_CONTENT_TEXT as T } from '@stepup/domain';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { BrandingSection } from '../../features/site-content/components/branding-section';
import { CategoriesSection } from '../../features/site-content/components/categories-section';
import { FaqsSection } from '../../features/site-content/components/faqs-section';
import { PressSection } from '../../features/site-content/components/press-section';
import { ResourcesSection } from '../../features/site-content/components/resources-section';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';
import '../../features/site-content/components/site-content.css';

/** The screen's sections, one shown at a time (?tab= in the address). */
const tabs: { id: string; label: string; element: ReactNode }[] = [
  { id: 'categories', label: T.categories.title, element: <CategoriesSection /> },
  { id: 'branding', label: T.branding.title, element: <BrandingSection /> },
  { id: 'faqs', label: T.faqs.title, element: <FaqsSection /> },
  { id: 'press', label: T.press.title, element: <PressSection /> },
  { id: 'setup-help', label: T.resources.title, element: <ResourcesSection /> },
];

export function AdminContentManagementRoute() {
  const [params] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={T.screenLead}>
        {T.screenTitle}
      </PageTitle>
      <ReadOnlyNotice area="content" />
      <nav aria-label={T.sections}>
        <ul className="content-tabs">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`?tab=${tab.id}`}
                aria-current={tab.id === current.id ? 'page' : undefined}
                replace
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current.element}
    </div>
  );
}
