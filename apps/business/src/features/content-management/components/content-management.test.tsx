import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPageDetail, AdminStorySummary } from '@stepup/contracts';
import { ADMIN_AREA_READ_ONLY, UPDATE_FAILED, UPDATE_SUCCESSFUL } from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  apiError,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const me = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, name: 'Chris Taylor' });

const seeded = '<h2>Using vouchers</h2><p>Enter your code at checkout.</p>';
const pageOf = (title: string, html: string, updatedAt: string) =>
  ({
    id: 'appTC',
    slug: 'app-terms',
    title,
    html,
    updatedAt,
    path: '/app-t-and-c',
  }) as AdminPageDetail['page'];

const original: AdminPageDetail = {
  page: pageOf('Customer Terms & Conditions', seeded, '2026-01-10T09:00:00.000Z'),
  versions: [],
};
const afterSave = (title: string): AdminPageDetail => ({
  page: pageOf(title, seeded, '2026-07-01T12:05:00.000Z'),
  versions: [
    {
      id: 'v2',
      title,
      html: seeded as AdminPageDetail['page']['html'],
      savedBy: 'Chris Taylor',
      savedAt: '2026-07-01T12:05:00.000Z',
    },
    {
      id: 'v1',
      title: 'Customer Terms & Conditions',
      html: seeded as AdminPageDetail['page']['html'],
      savedBy: null,
      savedAt: '2026-01-10T09:00:00.000Z',
    },
  ],
});

const stories: AdminStorySummary[] = [
  {
    id: 's-1',
    header: 'Spring opening',
    imageUrl: null,
    publishedAt: '2030-04-01T09:00:00.000Z',
    published: true,
    status: 'scheduled',
  },
  {
    id: 's-2',
    header: 'Meet the makers',
    imageUrl: '/files/seed/story-1.webp',
    publishedAt: '2026-03-01T10:00:00.000Z',
    published: true,
    status: 'published',
  },
  {
    id: 's-3',
    header: 'Old news',
    imageUrl: null,
    publishedAt: '2025-03-01T10:00:00.000Z',
    published: false,
    status: 'unpublished',
  },
];

function contentApi({
  access = 'write',
  detail = original,
  onChange = () => undefined,
}: {
  access?: 'read' | 'write';
  detail?: AdminPageDetail;
  onChange?: (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ) => FakeAnswer | undefined;
} = {}) {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access') return adminAccessWith({ content: access }, 'Editors');
    if (method !== 'GET' && path !== '/api/admin/rich-text/preview') {
      sent.push({ method, path, body });
      return onChange(method, path, body);
    }
    if (path === '/api/admin/rich-text/preview')
      return {
        status: 200,
        body: { html: String(body.html).replace(/<script.*?<\/script>/g, '') },
      };
    if (path === '/api/admin/pages')
      return {
        status: 200,
        body: {
          pages: [
            { ...detail.page, html: undefined },
            {
              id: 'webCookies',
              slug: 'cookies',
              title: 'Cookie Policy',
              updatedAt: '2026-01-10T09:00:00.000Z',
              path: '/cookies',
            },
          ],
        },
      };
    if (path === '/api/admin/pages/appTC') return { status: 200, body: detail };
    if (path === '/api/admin/stories') return { status: 200, body: { stories } };
    return undefined;
  };
  return { api, sent };
}

describe('content management: pages', () => {
  it('opens on the Pages tab with the editor, its labelled toolbar, the preview and no versions yet', async () => {
    const { api } = contentApi();
    const { container } = renderApp('/admin/content-management', { user: me, api });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Content management',
    );
    expect(screen.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Page to edit')).toHaveValue('appTC');
    expect(screen.getByRole('link', { name: /\/app-t-and-c/ })).toHaveAttribute(
      'href',
      'https://www.stepup.test/app-t-and-c',
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Customer Terms & Conditions');

    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    const textbox = await screen.findByRole('textbox', { name: 'Text' });
    expect(textbox).toHaveTextContent('Enter your code at checkout.');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Using vouchers' })).toBeInTheDocument();
    expect(screen.getByText(/No earlier versions yet/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves along the toolbar with the arrow keys: one tab stop', async () => {
    const { api } = contentApi();
    renderApp('/admin/content-management?tab=pages', { user: me, api });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText(/Link address/)).toHaveFocus();
  });

  it("saves title and text, says 'Update successful' and shows the new version with who saved it in UK time", async () => {
    const { api, sent } = contentApi({
      onChange: (method, path, body) =>
        method === 'PUT' && path === '/api/admin/pages/appTC'
          ? { status: 200, body: afterSave(String(body.title)) }
          : undefined,
    });
    renderApp('/admin/content-management', { user: me, api });
    const title = await screen.findByLabelText('Title');
    await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Customer Terms');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/pages/appTC',
        body: { title: 'Customer Terms', html: seeded },
      },
    ]);
    const history = screen.getByRole('region', { name: 'Version history' });
    const items = within(history).getAllByRole('listitem');
    // 12:05 UTC in July is 13:05 in the UK.
    expect(items[0]).toHaveTextContent('1 July 2026 at 13:05');
    expect(items[0]).toHaveTextContent('Saved by Chris Taylor');
    expect(items[0]).toHaveTextContent('Current');
    expect(items[1]).toHaveTextContent('Original text');
  });

  it("says 'Update failed' with the server's reason, and refuses a blank title before sending", async () => {
    const { api, sent } = contentApi({
      onChange: () =>
        apiError(
          429,
          'rate_limited',
          'Too many attempts. Please wait a few minutes and try again.',
        ),
    });
    renderApp('/admin/content-management', { user: me, api });
    const title = await screen.findByLabelText('Title');
    await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(`${UPDATE_FAILED}: Please enter a title.`)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(title, 'Terms');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(
      await screen.findByText(
        `${UPDATE_FAILED}: Too many attempts. Please wait a few minutes and try again.`,
      ),
    ).toBeInTheDocument();
  });

  it('restores an earlier version only after confirming', async () => {
    const { api, sent } = contentApi({
      detail: afterSave('Customer Terms'),
      onChange: (method, path) =>
        method === 'POST' && path === '/api/admin/pages/appTC/versions/v1/restore'
          ? { status: 200, body: afterSave('Customer Terms & Conditions') }
          : undefined,
    });
    const { container } = renderApp('/admin/content-management', { user: me, api });
    const history = await screen.findByRole('region', { name: 'Version history' });
    // The newest version is the current text: nothing to restore there.
    expect(within(history).getAllByRole('button', { name: /^Restore/ })).toHaveLength(1);
    await userEvent.click(
      within(history).getByRole('button', { name: 'Restore: 10 January 2026 at 09:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent('The text saved on 10 January 2026 at 09:00');
    expect(await axeViolations(container)).toEqual([]);
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/pages/appTC/versions/v1/restore', body: {} },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a level that only reads content the preview and history, without editor, save or restore', async () => {
    const { api } = contentApi({ access: 'read', detail: afterSave('Customer Terms') });
    const { container } = renderApp('/admin/content-management', { user: me, api });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Version history' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText(
        'Enter your code at checkout.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('content management: tabs and Our Stories', () => {
  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    const { api } = contentApi();
    const { router } = renderApp('/admin/content-management', { user: me, api });
    const pages = await screen.findByRole('tab', { name: 'Pages' });
    pages.focus();
    await userEvent.keyboard('{ArrowRight}');
    const storiesTab = screen.getByRole('tab', { name: 'Our Stories' });
    expect(storiesTab).toHaveFocus();
    expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=stories'));
    expect(
      await screen.findByRole('table', { name: 'Our Stories, newest first' }),
    ).toBeInTheDocument();
  });

  it('lists stories with their status, the scheduled one with its UK date, and asks before deleting', async () => {
    const { api, sent } = contentApi({
      onChange: (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    });
    const { container } = renderApp('/admin/content-management?tab=stories', { user: me, api });
    const table = await screen.findByRole('table', { name: 'Our Stories, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Scheduled');
    // 09:00 UTC in April is 10:00 in the UK (summer time).
    expect(rows[0]).toHaveTextContent('Shows from 1 April 2030 at 10:00');
    expect(rows[1]).toHaveTextContent('Published');
    expect(rows[2]).toHaveTextContent('Unpublished');
    expect(within(rows[2]!).getByRole('button', { name: 'Publish: Old news' })).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Unpublish: Meet the makers' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Delete: Old news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this story?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/stories/s-3', body: {} }]);
  });

  it('schedules a new story for a UK date and time, sent as the UTC instant', async () => {
    const { api, sent } = contentApi({
      onChange: (method, path, body) =>
        method === 'POST' && path === '/api/admin/stories'
          ? {
              status: 201,
              body: { story: { ...stories[0], ...body, id: 's-9', status: 'scheduled' } },
            }
          : undefined,
    });
    renderApp('/admin/content-management?tab=stories', { user: me, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a story' }));
    const dialog = await screen.findByRole('dialog', { name: 'New story' });
    await userEvent.type(within(dialog).getByLabelText('Header'), 'Summer fair');
    const date = within(dialog).getByLabelText('Publish on (UK time)');
    await userEvent.clear(date);
    await userEvent.type(date, '2030-07-01T09:30:00');
    await within(dialog).findByRole('textbox', { name: 'Text' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create story' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/stories',
      body: {
        header: 'Summer fair',
        imageUrl: null,
        // 09:30 in the UK in July is 08:30 UTC.
        publishedAt: '2030-07-01T08:30:00.000Z',
        published: true,
      },
    });
  });

  it('shows a read-only level the stories without any change control', async () => {
    const { api } = contentApi({ access: 'read' });
    renderApp('/admin/content-management?tab=stories', { user: me, api });
    await screen.findByRole('table', { name: 'Our Stories, newest first' });
    expect(screen.queryByRole('button', { name: 'Add a story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
