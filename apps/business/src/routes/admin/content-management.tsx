import { CONTENT_MANAGEMENT_TEXT as T } from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { ContentTabs } from '../../features/content-management/components/content-tabs';
import type { ContentTab } from '../../features/content-management/components/content-tabs';
import { PagesEditor } from '../../features/content-management/components/pages-editor';
import { StoriesAdmin } from '../../features/content-management/components/stories-admin';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';

/** The sections of /admin/content-management, in order; the first opens by default. */
const tabs: ContentTab[] = [
  { id: 'pages', label: T.pagesTab, element: <PagesEditor /> },
  { id: 'stories', label: T.storiesTab, element: <StoriesAdmin /> },
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
      <ContentTabs tabs={tabs} />
    </div>
  );
}
