import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategory, AdminFaq, Branding } from '@stepup/contracts';
import {
  ADMIN_AREA_READ_ONLY,
  CATEGORY_IN_USE,
  CATEGORY_KEY_TAKEN,
  CATEGORY_NAME_REQUIRED,
  FAQ_ANSWER_REQUIRED,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true, email: 'admin@x.test' });

const category = (over: Partial<AdminCategory>): AdminCategory => ({
  id: 'cat',
  name: 'Category',
  key: 'category',
  order: 0,
  enabled: true,
  iconUrl: null,
  imageUrl: null,
  widget: null,
  campaignCount: 0,
  ...over,
});

type Sent = { method: string; path: string; body: Record<string, unknown> };

/** The content endpoints, answering like the server (moves reorder the list they answer). */
function contentApi({
  access = 'write',
  onChange = () => undefined,
}: {
  access?: 'read' | 'write';
  onChange?: (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ) => FakeAnswer | undefined;
} = {}) {
  const sent: Sent[] = [];
  let categories = [
    category({ id: 'food', name: 'Food & Drink', key: 'food-drink', campaignCount: 4 }),
    category({ id: 'pets', name: 'Pets', key: 'pets', order: 1 }),
    category({ id: 'gone', name: 'Old stuff', key: 'old-stuff', order: 2, enabled: false }),
  ];
  let branding: Branding = {
    siteName: 'StepUp Vouchers',
    tabInfo: 'StepUp Vouchers – Gifts',
    logoUrl: null,
    faviconUrl: null,
  };
  const faqs: AdminFaq[] = [
    {
      id: 'faq-1',
      question: 'How do vouchers work?',
      answer: 'You buy one.',
      answerHtml: '<p>You buy one.</p>' as AdminFaq['answerHtml'],
      enabled: true,
      order: 0,
    },
  ];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access')
      return adminAccessWith({ content: access }, access === 'read' ? 'Reader' : 'Editor');
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (method !== 'GET') {
      sent.push({ method, path, body });
      const answer = onChange(method, path, body);
      if (answer) return answer;
    }
    const move = /^\/api\/admin\/categories\/([\w-]+)\/move$/.exec(path);
    if (move) {
      const from = categories.findIndex((c) => c.id === move[1]);
      const to = body.direction === 'up' ? from - 1 : from + 1;
      const next = [...categories];
      [next[from], next[to]] = [next[to]!, next[from]!];
      categories = next;
      return { status: 200, body: { categories } };
    }
    if (path === '/api/admin/categories' && method === 'GET')
      return { status: 200, body: { categories } };
    if (path.startsWith('/api/admin/categories') && method !== 'GET')
      return { status: method === 'POST' ? 201 : 200, body: category({ ...body, id: 'new' }) };
    if (path === '/api/admin/branding') {
      if (method === 'PATCH') branding = body as Branding;
      return { status: 200, body: branding };
    }
    if (path === '/api/admin/faqs' && method === 'GET') return { status: 200, body: { faqs } };
    if (path === '/api/admin/faqs')
      return { status: 201, body: { ...faqs[0], ...body, id: 'faq-2', order: 1 } };
    return undefined;
  };
  return { api, sent };
}

const table = (name: string) => screen.findByRole('table', { name });

describe('content management: categories', () => {
  it('lists every category in order, and moves one with the arrows, keeping the focus on it', async () => {
    const { api, sent } = contentApi();
    const { container } = renderApp('/admin/content-management?tab=categories', {
      user: admin,
      api,
    });
    const list = await table('Categories, in display order');
    const names = () =>
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('.review-table__name')?.textContent);
    expect(names()).toEqual(['Food & Drink', 'Pets', 'Old stuff']);
    expect(within(list).getAllByRole('row')[3]).toHaveTextContent('Disabled');
    expect(screen.getByRole('button', { name: 'Move Food & Drink up' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    const down = screen.getByRole('button', { name: 'Move Pets down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Food & Drink', 'Old stuff', 'Pets']));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/categories/pets/move', body: { direction: 'down' } },
    ]);
    // Pets is now last: its down arrow is off, so the focus is on its up arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Pets up' })).toHaveFocus());
    expect(screen.getByText('Pets moved to position 3 of 3')).toBeInTheDocument();
  });

  it('offers to disable a category in use instead of deleting it', async () => {
    const { api, sent } = contentApi();
    renderApp('/admin/content-management?tab=categories', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Food & Drink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent(CATEGORY_IN_USE);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable it instead' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/categories/food',
      body: { name: 'Food & Drink', key: 'food-drink', enabled: false },
    });
  });

  it('adds a category, checking the form first and showing a taken key beside the key', async () => {
    let taken = true;
    const { api, sent } = contentApi({
      onChange: () => {
        if (!taken) return undefined;
        taken = false;
        return {
          status: 422,
          body: {
            error: {
              code: 'validation',
              message: CATEGORY_KEY_TAKEN,
              fields: { key: CATEGORY_KEY_TAKEN },
            },
          },
        };
      },
    });
    const { container } = renderApp('/admin/content-management?tab=categories', {
      user: admin,
      api,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(CATEGORY_NAME_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Pets');
    await userEvent.type(within(dialog).getByLabelText(/^Key/), 'pets');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Rewards unlocked/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Key/)).toHaveFocus());
    expect(within(dialog).getAllByText(new RegExp(CATEGORY_KEY_TAKEN))).not.toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/^Key/));
    await userEvent.type(within(dialog).getByLabelText(/^Key/), 'pets-and-co');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/categories',
      body: {
        name: 'Pets',
        key: 'pets-and-co',
        enabled: true,
        iconUrl: null,
        imageUrl: null,
        widget: 'unlocked',
      },
    });
  });

  it('shows a level that only reads content no way to change it', async () => {
    const { api } = contentApi({ access: 'read' });
    renderApp('/admin/content-management?tab=categories', { user: admin, api });
    await table('Categories, in display order');
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('content management: other sections', () => {
  it('switches sections with the tabs, kept in the address', async () => {
    const { api } = contentApi();
    const { router } = renderApp('/admin/content-management?tab=categories', {
      user: admin,
      api,
    });
    expect(await screen.findByRole('tab', { name: 'Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'FAQ links' }));
    expect(router.state.location.search).toBe('?tab=faqs');
    expect(await table('FAQ links, in display order')).toBeInTheDocument();
  });

  it('saves the branding, and this site shows the change', async () => {
    const { api, sent } = contentApi();
    const { container } = renderApp('/admin/content-management?tab=branding', {
      user: admin,
      api,
    });
    const name = await screen.findByLabelText('Site name');
    expect(name).toHaveValue('StepUp Vouchers');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'Kettle & Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/branding',
        body: {
          siteName: 'Kettle & Co',
          tabInfo: 'StepUp Vouchers – Gifts',
          logoUrl: null,
          faviconUrl: null,
        },
      },
    ]);
  });

  it('offers no Save to a level that only reads content', async () => {
    const { api } = contentApi({ access: 'read' });
    renderApp('/admin/content-management?tab=branding', { user: admin, api });
    expect(await screen.findByLabelText('Site name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('adds a FAQ link with its answer typed as paragraphs', async () => {
    const { api, sent } = contentApi();
    renderApp('/admin/content-management?tab=faqs', { user: admin, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a FAQ link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ link' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Can I pay by card?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(FAQ_ANSWER_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Answer/), 'Yes.{Enter}{Enter}Any card.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/faqs',
      body: { question: 'Can I pay by card?', answer: 'Yes.\n\nAny card.', enabled: true },
    });
  });
});

describe("the company's Setup Help", () => {
  it('lists the help videos as links', async () => {
    const { container } = renderApp('/setup-help', {
      user: aCompanyUser(),
      api: (_method, path) =>
        path === '/api/company/setup-help'
          ? {
              status: 200,
              body: {
                resources: [
                  { id: 'r1', title: 'Connect payments', videoUrl: 'https://youtu.be/abc' },
                ],
              },
            }
          : undefined,
    });
    const link = await screen.findByRole('link', { name: /Connect payments/ });
    expect(link).toHaveAttribute('href', 'https://youtu.be/abc');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(await axeViolations(container)).toEqual([]);
  });
});
