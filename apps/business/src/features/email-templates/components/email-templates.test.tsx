import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailTemplateDetail, EmailTemplateSummary } from '@stepup/contracts';
import { ADMIN_AREA_READ_ONLY, UPDATE_FAILED, UPDATE_SUCCESSFUL } from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  apiError,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

const me = aCompanyUser({
  id: 'admin-1',
  roleClass: 'admin',
  twoFactorEnabled: true,
  email: 'admin@x.test',
});

const confirmation: EmailTemplateSummary = {
  key: 'voucher-confirmation',
  label: 'Purchase confirmation',
  audience: 'customer',
  when: 'To the buyer of a voucher for themself, the moment it is issued, with its code.',
  subject: 'Your {{companyName}} voucher',
  content: 'Thank you for your purchase.',
  customised: false,
  updatedAt: null,
};
const sale: EmailTemplateSummary = {
  key: 'sale-notice',
  label: 'Sale notice',
  audience: 'company',
  when: 'To the company for every voucher sold.',
  subject: 'Sold!',
  content: 'Someone bought one.',
  customised: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const detail: EmailTemplateDetail = {
  ...confirmation,
  placeholders: [
    { name: 'siteName', description: 'The marketplace’s name', sample: 'Vouchers' },
    { name: 'companyName', description: 'The company’s name', sample: 'Brew & Bake' },
    { name: 'code', description: 'The voucher code', sample: '7KQ2-M9XD-4T' },
  ],
  defaultSubject: confirmation.subject,
  defaultContent: confirmation.content,
};

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

function templatesApi({
  access = 'write',
  customised = false,
  answer,
}: {
  access?: 'read' | 'write';
  customised?: boolean;
  answer?: (sent: Sent) => FakeAnswer | undefined;
} = {}) {
  const sent: Sent[] = [];
  const one = { ...detail, customised };
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (method !== 'GET') {
      sent.push({ method, path, body });
      const given = answer?.({ method, path, body });
      if (given) return given;
    }
    if (path === '/api/admin/access') return adminAccessWith({ notifications: access });
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/email-templates')
      return { status: 200, body: { templates: [confirmation, sale] } };
    const base = '/api/admin/email-templates/voucher-confirmation';
    if (method === 'GET' && path === base) return { status: 200, body: one };
    if (method === 'PUT' && path === base)
      return { status: 200, body: { ...one, ...body, customised: true } };
    if (method === 'DELETE' && path === base)
      return { status: 200, body: { ...detail, customised: false } };
    if (path === `${base}/preview`)
      return {
        status: 200,
        body: {
          subject: 'Your Brew & Bake voucher',
          text: 'Hello',
          html: '<!doctype html><p>Hello</p>',
        },
      };
    if (path === `${base}/test`) return { status: 200, body: { sentTo: 'admin@x.test' } };
    return undefined;
  };
  return { api, sent };
}

const editorPath = '/admin/notifications?tab=email-templates&email=voucher-confirmation';

describe('email templates', () => {
  it('lists every email by whom it goes to, with a Customised badge, under the Email templates tab', async () => {
    const { api } = templatesApi();
    const { container } = renderApp('/admin/notifications', { user: me, api });
    const tab = await screen.findByRole('tab', { name: 'Email templates' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const customers = await screen.findByRole('region', { name: 'Customers' });
    const link = within(customers).getByRole('link', { name: /Purchase confirmation/ });
    expect(link).toHaveAttribute('href', expect.stringContaining('email=voucher-confirmation'));
    expect(within(customers).queryByText('Customised')).not.toBeInTheDocument();
    const companies = screen.getByRole('region', { name: 'Companies' });
    expect(within(companies).getByRole('link', { name: /Sale notice/ })).toHaveTextContent(
      'Customised',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens an email from the list, inserts a placeholder at the cursor and saves', async () => {
    const user = userEvent.setup();
    const { api, sent } = templatesApi();
    const { container, router } = renderApp('/admin/notifications', { user: me, api });
    await user.click(await screen.findByRole('link', { name: /Purchase confirmation/ }));
    expect(router.state.location.search).toContain('email=voucher-confirmation');
    const heading = await screen.findByRole('heading', { name: 'Edit: Purchase confirmation' });
    await waitFor(() => expect(heading).toHaveFocus());

    const content = screen.getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, 'Your code: ');
    // From the keyboard: the placeholder list is buttons.
    screen.getByRole('button', { name: 'Insert {{code}}' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(content).toHaveValue('Your code: {{code}}'));
    await waitFor(() => expect(content).toHaveFocus());
    await user.type(content, '.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/admin/email-templates/voucher-confirmation',
      body: { subject: 'Your {{companyName}} voucher', content: 'Your code: {{code}}.' },
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses an unknown placeholder before sending, and says Update failed with the server’s reason', async () => {
    const user = userEvent.setup();
    const { api, sent } = templatesApi({
      answer: ({ method }) =>
        method === 'PUT'
          ? apiError(422, 'validation', 'Subjects are at most 200 characters')
          : undefined,
    });
    renderApp(editorPath, { user: me, api });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Hi {{{{firstName}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Unknown placeholder: {{firstName}}. Use only the placeholders listed for this email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(UPDATE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(subject).toHaveFocus());
    expect(sent).toEqual([]);

    await user.clear(subject);
    await user.type(subject, 'Hello from {{{{siteName}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`${UPDATE_FAILED}: Subjects are at most 200 characters`),
    ).toBeInTheDocument();
  });

  it('previews the draft with sample data in a titled, sandboxed frame, and sends a test to the admin', async () => {
    const user = userEvent.setup();
    const { api, sent } = templatesApi();
    // No axe here: jsdom cannot frame the preview (the browser test checks this page with axe).
    renderApp(editorPath, { user: me, api });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const region = await screen.findByRole('region', { name: 'Preview with sample data' });
    expect(region).toHaveTextContent('Subject: Your Brew & Bake voucher');
    const frame = within(region).getByTitle('Preview of the email: Purchase confirmation');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('srcdoc', '<!doctype html><p>Hello</p>');

    await user.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(
      await screen.findByText('A test email with sample data was sent to admin@x.test.'),
    ).toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/admin/email-templates/voucher-confirmation/preview',
      'POST /api/admin/email-templates/voucher-confirmation/test',
    ]);
  });

  it('resets a customised email to its default after a confirmation', async () => {
    const user = userEvent.setup();
    const { api, sent } = templatesApi({ customised: true });
    renderApp(editorPath, { user: me, api });
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset this email to its default wording?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(detail.defaultContent);
    expect(sent).toContainEqual({
      method: 'DELETE',
      path: '/api/admin/email-templates/voucher-confirmation',
      body: {},
    });
  });

  it('shows a level that only reads the wording and the preview, with no way to change or send', async () => {
    const user = userEvent.setup();
    const { api } = templatesApi({ access: 'read', customised: true });
    renderApp(editorPath, { user: me, api });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Edit: Purchase confirmation' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Send me a test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Insert/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('region', { name: 'Preview with sample data' })).toBeVisible();
  });
});
