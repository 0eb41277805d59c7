import { CONTENT_MANAGEMENT_TEXT as T, SITE_CONTENT_TEXT as S } from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { PageTabs } from '../../features/page-tabs/page-tabs';
import type { PageTab } from '../../features/page-tabs/page-tabs';
import { PagesEditor } from '../../features/content-management/components/pages-editor';
import { StoriesAdmin } from '../../features/content-management/components/stories-admin';
import { BrandingSection } from '../../features/site-content/components/branding-section';
import { CategoriesSection } from '../../features/site-content/components/categories-section';
import { FaqsSection } from '../../features/site-content/components/faqs-section';
import { PressSection } from '../../features/site-content/components/press-section';
import { ResourcesSection } from '../../features/site-content/components/resources-section';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';
import '../../features/site-content/components/site-content.css';

/** The sections of /admin/content-management, in order; the first opens by default. */
const tabs: PageTab[] = [
  { id: 'pages', label: T.pagesTab, element: <PagesEditor /> },
  { id: 'stories', label: T.storiesTab, element: <StoriesAdmin /> },
  { id: 'categories', label: S.categories.title, element: <CategoriesSection /> },
  { id: 'branding', label: S.branding.title, element: <BrandingSection /> },
  { id: 'faqs', label: S.faqs.title, element: <FaqsSection /> },
  { id: 'press', label: S.press.title, element: <PressSection /> },
  { id: 'setup-help', label: S.resources.title, element: <ResourcesSection /> },
];

/**
 * /admin/content-management (docs/product.md#content-management): the site's content, one tab per
 * section (?tab=pages). Gated on the content area in the router; a level that only reads it sees
 * everything without the controls that change it.
 */
export function AdminContentManagementRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={T.lead}>
        {T.title}
      </PageTitle>
      <ReadOnlyNotice area="content" />
      <PageTabs label={T.tabsLabel} tabs={tabs} />
    </div>
  );
}
