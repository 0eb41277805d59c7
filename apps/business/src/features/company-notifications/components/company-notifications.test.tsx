import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCompanyNotification, CompanyInboxNotification } from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  COMPANY_NOTIFICATION_COMPANIES_REQUIRED,
  COMPANY_NOTIFICATION_DOES_NOT_EXIST,
  COMPANY_NOTIFICATION_LINK_INVALID,
  COMPANY_NOTIFICATION_TITLE_REQUIRED,
  FAILED_TO_DELETE_NOTIFICATION,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  apiError,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';
import { renderCompanyApp } from '../../../testing/render-company-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, name: 'Chris Taylor' });

const sentOne: AdminCompanyNotification = {
  id: 'n-1',
  title: 'New photo guidelines for your campaigns',
  link: 'https://stepup.example/guide',
  audience: 'category',
  categoryName: 'Food & Drink',
  emailed: true,
  recipients: 12,
  read: 5,
  dismissed: 2,
  sentBy: { name: 'Chris Taylor', email: 'admin@x.test' },
  createdAt: '2026-07-01T09:30:00.000Z',
};

type Handler = (body: Record<string, unknown>) => FakeAnswer | undefined;

/** The admin endpoints, recording what is sent and deleted. */
function adminApi({
  level = 'write' as 'read' | 'write',
  onSend,
  onDelete,
}: { level?: 'read' | 'write'; onSend?: Handler; onDelete?: Handler } = {}) {
  const sent: Record<string, unknown>[] = [];
  let list = [sentOne];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access') return adminAccessWith({ notifications: level });
    if (method === 'GET' && path.startsWith('/api/admin/company-notifications/audience')) {
      const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
      const companies = [
        { id: 'c-1', name: 'Alpha Bakery' },
        { id: 'c-2', name: 'Beta Barbers' },
      ].filter((c) => c.name.toLowerCase().includes(q.toLowerCase()));
      return {
        status: 200,
        body: { companies, categories: [{ id: 'cat-1', name: 'Food & Drink', companies: 12 }] },
      };
    }
    if (method === 'GET' && path.startsWith('/api/admin/company-notifications'))
      return {
        status: 200,
        body: { notifications: list, page: 1, pageSize: 20, total: list.length },
      };
    if (method === 'POST' && path === '/api/admin/company-notifications') {
      sent.push(body);
      const answer = onSend?.(body);
      if (answer) return answer;
      const created = { ...sentOne, id: 'n-2', title: String(body.title), recipients: 1 };
      list = [created, ...list];
      return { status: 201, body: created };
    }
    if (method === 'DELETE' && path.startsWith('/api/admin/company-notifications/')) {
      const answer = onDelete?.(body);
      if (answer) return answer;
      list = list.filter((n) => !path.endsWith(n.id));
      return { status: 204 };
    }
    return undefined;
  };
  return { api, sent };
}

describe('company notifications in the admin area (/admin/notifications)', () => {
  it('sends a notification with a link to a chosen company, emailed, and lists it', async () => {
    const user = userEvent.setup();
    const { api, sent } = adminApi();
    const { container } = renderApp('/admin/notifications?tab=company-notifications', {
      user: admin,
      api,
    });
    const table = await screen.findByRole('table', { name: 'Sent notifications, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('New photo guidelines for your campaigns');
    expect(row).toHaveTextContent('Category: Food & Drink');
    expect(row).toHaveTextContent('Chris Taylor');
    expect(row).toHaveTextContent('01/07/2026 10:30');
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText(/^Notification/), 'Please update your opening hours');
    await user.type(screen.getByLabelText(/^Link/), 'https://stepup.example/hours');
    await user.type(screen.getByLabelText('Find companies by name'), 'alp');
    await user.click(await screen.findByRole('button', { name: 'Add Alpha Bakery' }));
    const chosen = screen.getByRole('list', { name: 'Chosen companies' });
    expect(chosen).toHaveTextContent('Alpha Bakery');
    await user.click(screen.getByLabelText("Also email each company's contact"));
    await user.click(screen.getByRole('button', { name: 'Send notification' }));

    expect(await screen.findByText('Notification sent to 1 company')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Please update your opening hours',
        link: 'https://stepup.example/hours',
        audience: 'chosen',
        categoryId: '',
        email: true,
        companyIds: ['c-1'],
      },
    ]);
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('table', { name: 'Sent notifications, newest first' }),
        ).getAllByRole('row')[1],
      ).toHaveTextContent('Please update your opening hours'),
    );
    // The form is empty again.
    expect(screen.getByLabelText(/^Notification/)).toHaveValue('');
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api, sent } = adminApi();
    renderApp('/admin/notifications?tab=company-notifications', { user: admin, api });
    await user.type(await screen.findByLabelText(/^Link/), 'http://plain.example');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText(COMPANY_NOTIFICATION_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_NOTIFICATION_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_NOTIFICATION_COMPANIES_REQUIRED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Notification/)).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it("sends to a category's companies, chosen from the list with their counts", async () => {
    const user = userEvent.setup();
    const { api, sent } = adminApi();
    renderApp('/admin/notifications?tab=company-notifications', { user: admin, api });
    await user.type(await screen.findByLabelText(/^Notification/), 'Food news');
    await user.click(screen.getByLabelText("A category's companies"));
    const select = await screen.findByLabelText('Category');
    await screen.findByRole('option', { name: 'Food & Drink (12 companies)' });
    await user.selectOptions(select, 'cat-1');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    await screen.findByText('Notification sent to 1 company');
    expect(sent[0]).toMatchObject({ audience: 'category', categoryId: 'cat-1' });
  });

  it("shows the server's refusal when nobody matches", async () => {
    const user = userEvent.setup();
    const { api } = adminApi({
      onSend: () =>
        apiError(
          422,
          'validation',
          'No approved company matches this audience, so nothing was sent',
        ),
    });
    renderApp('/admin/notifications?tab=company-notifications', { user: admin, api });
    await user.type(await screen.findByLabelText(/^Notification/), 'Hello all');
    await user.click(screen.getByLabelText('All approved companies'));
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(
      await screen.findByText('No approved company matches this audience, so nothing was sent'),
    ).toBeInTheDocument();
  });

  it('deletes a notification after confirming, and says why when it fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = adminApi({
      onDelete: () =>
        fail ? apiError(404, 'not_found', COMPANY_NOTIFICATION_DOES_NOT_EXIST) : undefined,
    });
    renderApp('/admin/notifications?tab=company-notifications', { user: admin, api });
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete: New photo guidelines for your campaigns',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete notification' }));
    expect(
      await within(dialog).findByText(
        `${FAILED_TO_DELETE_NOTIFICATION}: ${COMPANY_NOTIFICATION_DOES_NOT_EXIST}`,
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(await screen.findByText('No notifications sent')).toBeInTheDocument();
  });

  it('shows a reading level the list, without the form or Delete', async () => {
    const { api } = adminApi({ level: 'read' });
    const { container } = renderApp('/admin/notifications?tab=company-notifications', {
      user: admin,
      api,
    });
    await screen.findByRole('table', { name: 'Sent notifications, newest first' });
    expect(screen.getByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send notification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

const inbox = (overrides: Partial<CompanyInboxNotification> = {}): CompanyInboxNotification => ({
  id: 'n-1',
  title: 'New photo guidelines',
  link: 'https://stepup.example/guide',
  createdAt: '2026-07-01T09:30:00.000Z',
  readAt: null,
  ...overrides,
});

describe("the company dashboard's notifications", () => {
  it('lists them with their links, counts the unread in the menu, marks them read and dismisses one', async () => {
    const user = userEvent.setup();
    let notifications = [
      inbox(),
      inbox({ id: 'n-0', title: 'Welcome', link: '', readAt: '2026-06-01T09:00:00.000Z' }),
    ];
    const read: unknown[] = [];
    const dismissed: string[] = [];
    const list = () => ({
      status: 200,
      body: { notifications, unread: notifications.filter((n) => !n.readAt).length },
    });
    const { container } = renderCompanyApp('/dashboard', {
      'GET /api/company/notifications': list,
      'POST /api/company/notifications/read': (body) => {
        read.push(body.ids);
        // Read now, as the server marks them (the dashboard asks for the list again after).
        const now = new Date().toISOString();
        notifications = notifications.map((n) =>
          (body.ids as string[]).includes(n.id) ? { ...n, readAt: now } : n,
        );
        return { status: 204 };
      },
      'POST /api/company/notifications/n-1/dismiss': () => {
        dismissed.push('n-1');
        notifications = notifications.filter((n) => n.id !== 'n-1');
        return { status: 204 };
      },
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('New New photo guidelines');
    expect(
      within(items[0]!).getByRole('link', { name: /Open link \(stepup\.example\)/ }),
    ).toHaveAttribute('href', 'https://stepup.example/guide');
    expect(items[1]).toHaveTextContent('Welcome');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    // Opening the dashboard reads the unread one; the menu's count goes.
    await waitFor(() => expect(read).toEqual([['n-1']]));
    const menu = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /^Dashboard/ })).toHaveTextContent(
        /^Dashboard$/,
      ),
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Dismiss: New photo guidelines' }));
    await waitFor(() =>
      expect(within(region).queryByText('New photo guidelines')).not.toBeInTheDocument(),
    );
    expect(dismissed).toEqual(['n-1']);
    expect(within(region).getByText('Welcome')).toBeInTheDocument();
  });

  it("shows the unread count beside the menu's Dashboard on other pages", async () => {
    renderCompanyApp('/team', {
      'GET /api/company/notifications': () => ({
        status: 200,
        body: { notifications: [inbox(), inbox({ id: 'n-2' })], unread: 2 },
      }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /^Dashboard/ })).toHaveTextContent(
        'Dashboard: 2 unread',
      ),
    );
  });

  it('shows nothing when there are none', async () => {
    renderCompanyApp('/dashboard', {
      'GET /api/company/notifications': () => ({
        status: 200,
        body: { notifications: [], unread: 0 },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: /Dashboard/ });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
