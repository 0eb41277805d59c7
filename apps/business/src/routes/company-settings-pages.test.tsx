import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  CompanyBasicInformation,
  CompanySales,
  ShopConnectionView,
  PaymentsConnection,
} from '@stepup/contracts';
import {
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
  NO_IMAGE_SELECTED,
  WOO_KEY_INVALID,
  SHOPIFY_TEXT,
  shopText,
} from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../testing/render-app';
import type { FakeAnswer } from '../testing/render-app';

const user = aCompanyUser();

const facts = {
  websiteConnection: false,
  paymentsConnection: true,
  companyData: true,
  complianceData: false,
  primaryImage: false,
  logo: true,
  category: false,
  website: false,
  description: false,
};

const info: CompanyBasicInformation = {
  name: 'Corner Bakery Ltd',
  tradingName: 'The Corner Bakery',
  website: 'https://corner.test',
  description: 'Bread.',
  categoryId: null,
  registeredNumber: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  contactEmail: 'hello@corner.test',
  contactPhone: null,
  images: { logo: '/files/companies/c1/logo-ab-400.webp', primary: null, voucher: null },
  categories: [
    { id: 'cat-food', name: 'Food & Drink' },
    { id: 'cat-beauty', name: 'Health & Beauty' },
  ],
};

type Handler = (
  method: string,
  path: string,
  body: Record<string, unknown>,
) => FakeAnswer | undefined;

/** Answers the company endpoints; `extra` first, for a test's own answers. */
function companyApi(extra: Handler = () => undefined): Handler {
  return (method, path, body) =>
    extra(method, path, body) ??
    (method === 'GET' && path === '/api/company/setup'
      ? { status: 200, body: { companyName: 'The Corner Bakery', yourRole: 'owner', facts } }
      : method === 'GET' && path === '/api/company/basic-information'
        ? { status: 200, body: info }
        : undefined);
}

describe('onboarding checklist and setup help', () => {
  it('lists what is left, links each step to its page and opens the setup hint', async () => {
    const { container, router } = renderApp('/setup-help', { user, api: companyApi() });
    const checklist = await screen.findByRole('heading', { name: 'Get ready to sell' });
    const card = checklist.closest('.onboarding') as HTMLElement;
    expect(within(card).getByText('3 of 9 done')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Connect your website/ })).toHaveAttribute(
      'href',
      '/api',
    );
    expect(within(card).getByText('Connect payments')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Connect payments/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', {
        name: /^Add your company number and registered address/,
      }),
    ).toHaveAttribute('href', '/basic-information#compliance');

    const hint = within(card).getByRole('button', { name: 'Need help?' });
    expect(hint).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hint);
    expect(hint).toHaveAttribute('aria-expanded', 'true');
    const link = within(card).getByRole('link', { name: 'Read the setup help' });
    expect(link).toHaveAttribute('href', '/setup-help');
    await userEvent.keyboard('{Escape}');
    expect(hint).toHaveAttribute('aria-expanded', 'false');
    expect(hint).toHaveFocus();

    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(card).getByRole('link', { name: /^Connect your website/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/api'));
  });

  it('says so when the setup is complete, and is absent for someone without a company', async () => {
    const all = Object.fromEntries(Object.keys(facts).map((k) => [k, true]));
    renderApp('/setup-help', {
      user,
      api: (method, path) =>
        path === '/api/company/setup'
          ? { status: 200, body: { companyName: 'X', yourRole: 'owner', facts: all } }
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'Your setup is complete' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new campaign' })).toHaveAttribute(
      'href',
      '/new-voucher',
    );
  });

  it('sends an admin to the admin area without asking any company endpoint', async () => {
    const { fetch, router } = renderApp('/setup-help', {
      user: aCompanyUser({ roleClass: 'admin' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/company/'))).toBe(false);
  });
});

describe('/basic-information', () => {
  it('checks the rules of docs/product.md beside their inputs, then saves and says so', async () => {
    let saved: Record<string, unknown> | undefined;
    const { container } = renderApp('/basic-information', {
      user,
      api: companyApi((method, path, body) => {
        if (method !== 'PUT') return undefined;
        saved = body;
        return { status: 200, body: { ...info, ...body, categoryId: 'cat-food' } };
      }),
    });
    const tradingName = await screen.findByLabelText('Trading name');
    expect(tradingName).toHaveValue('The Corner Bakery');
    await userEvent.clear(tradingName);
    const website = screen.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'www.corner.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(tradingName).toHaveAccessibleDescription(INVALID_TRADING_NAME);
    expect(tradingName).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(expect.stringContaining(INVALID_WEBSITE_FORMAT));
    expect(tradingName).toHaveFocus();
    expect(saved).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);

    // Fixed as the user types.
    await userEvent.type(tradingName, 'The Corner Bakery');
    expect(tradingName).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(website);
    await userEvent.type(website, 'https://www.corner.test');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'cat-food');
    await userEvent.type(screen.getByLabelText('Company number'), '01234567');
    await userEvent.type(screen.getByLabelText('Postcode'), 'sw1a 1aa');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Update successful')).toBeInTheDocument();
    expect(saved).toMatchObject({
      tradingName: 'The Corner Bakery',
      website: 'https://www.corner.test',
      categoryId: 'cat-food',
      registeredNumber: '01234567',
      postcode: 'sw1a 1aa',
    });
  });

  it("shows the server's field message beside its input", async () => {
    renderApp('/basic-information', {
      user,
      api: companyApi((method) =>
        method === 'PUT'
          ? {
              status: 422,
              body: {
                error: {
                  code: 'validation',
                  message: 'Invalid format',
                  fields: { categoryId: 'Invalid format' },
                },
              },
            }
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid format');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Invalid format');
  });

  it("says 'No image selected' without a file, and shows the server's pixel rule", async () => {
    let uploads = 0;
    renderApp('/basic-information', {
      user,
      api: companyApi((method, path) => {
        if (method !== 'POST' || path !== '/api/company/images/logo') return undefined;
        uploads += 1;
        return {
          status: 422,
          body: {
            error: {
              code: 'validation',
              message: LOGO_TOO_SMALL,
              fields: { image: LOGO_TOO_SMALL },
            },
          },
        };
      }),
    });
    const logoInput = await screen.findByLabelText('Logo');
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      info.images.logo,
    );
    expect(logoInput).toHaveAccessibleDescription(expect.stringContaining('At least 100 × 100 px'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(logoInput).toHaveAccessibleDescription(expect.stringContaining(NO_IMAGE_SELECTED));
    expect(uploads).toBe(0);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'tiny.png', { type: 'image/png' });
    await userEvent.upload(logoInput, file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() =>
      expect(logoInput).toHaveAccessibleDescription(expect.stringContaining(LOGO_TOO_SMALL)),
    );
    expect(uploads).toBe(1);
    expect(screen.getByLabelText('Primary image')).toHaveAccessibleDescription(
      expect.stringContaining('At least 540 × 270 px, at most 4096 × 2160 px'),
    );
  });
});

const sales: CompanySales = {
  sales: [
    {
      id: 's1',
      paymentDate: '2026-07-31T23:30:00.000Z',
      customerFirstName: 'Amelia',
      campaignName: 'Coffee & Cake',
      faceValuePence: 5000,
      paidPence: 4250,
      step: 2,
      gift: true,
      redeemed: true,
      cancelled: false,
      frozen: false,
      refundedPence: 0,
      cancellable: false,
    },
  ],
  page: 1,
  pageSize: 25,
  totals: { count: 1, faceValuePence: 5000, paidPence: 4250, redeemedCount: 1 },
};

describe('/payments', () => {
  it('connects sandbox payments at once and lists the sales with totals and the CSV export', async () => {
    let connection: PaymentsConnection = {
      provider: 'sandbox',
      accountCreated: false,
      paymentsEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      canConnect: true,
    };
    const { container } = renderApp('/payments', {
      user,
      api: (method, path) => {
        if (path === '/api/company/payments') return { status: 200, body: connection };
        if (method === 'POST' && path === '/api/company/payments/connect') {
          connection = {
            ...connection,
            accountCreated: true,
            paymentsEnabled: true,
            payoutsEnabled: true,
          };
          return { status: 200, body: { connection, onboardingUrl: null } };
        }
        if (path === '/api/company/sales?page=1') return { status: 200, body: sales };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect payments' }));
    expect(
      await screen.findByText('Payments connected. Customers can pay you by card.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Payments are connected')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '01 Aug 2026',
      'Amelia',
      'Coffee & Cake',
      '£50.00',
      '£42.50',
      'Step 2',
      'Gift',
      'Yes',
    ]);
    expect(screen.getByText('Vouchers sold', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '1',
    );
    expect(screen.getByText('Paid', { selector: 'dt' }).nextSibling).toHaveTextContent('£42.50');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/company/sales.csv',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with Stripe, sends the owner to the onboarding link', async () => {
    const visited: string[] = [];
    const { PaymentsConnectionCard } =
      await import('../features/payments/components/payments-connection');
    const { render } = await import('@testing-library/react');
    const { AppProviders } = await import('@stepup/ui');
    const { QueryClient } = await import('@tanstack/react-query');
    const { fakeClient } = await import('../testing/render-app');
    const client = fakeClient({
      user,
      api: (method, path) =>
        path === '/api/company/payments'
          ? {
              status: 200,
              body: {
                provider: 'stripe',
                accountCreated: false,
                paymentsEnabled: false,
                payoutsEnabled: false,
                requirementsDue: [],
                canConnect: true,
              },
            }
          : method === 'POST'
            ? {
                status: 200,
                body: {
                  connection: {
                    provider: 'stripe',
                    accountCreated: true,
                    paymentsEnabled: false,
                    payoutsEnabled: false,
                    requirementsDue: [],
                    canConnect: true,
                  },
                  onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/abc',
                },
              }
            : undefined,
    });
    render(
      <AppProviders apiClient={client} queryClient={new QueryClient()}>
        <PaymentsConnectionCard navigate={(url) => visited.push(url)} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Connect payments/ }));
    await waitFor(() => expect(visited).toEqual(['https://connect.stripe.com/setup/e/acct_1/abc']));
  });

  it('shows an empty state before the first sale, and a colleague that only the owner connects', async () => {
    renderApp('/payments', {
      user,
      api: (method, path) =>
        path === '/api/company/payments'
          ? {
              status: 200,
              body: {
                provider: 'sandbox',
                accountCreated: false,
                paymentsEnabled: false,
                payoutsEnabled: false,
                requirementsDue: [],
                canConnect: false,
              },
            }
          : path === '/api/company/sales?page=1'
            ? {
                status: 200,
                body: {
                  ...sales,
                  sales: [],
                  totals: { count: 0, faceValuePence: 0, paidPence: 0, redeemedCount: 0 },
                },
              }
            : undefined,
    });
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText('Only the company’s owner can connect payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect payments' })).not.toBeInTheDocument();
  });
});

/** A company with no online shop chosen yet, offered these platforms. */
const noShop = (platforms: ShopConnectionView['platforms']): ShopConnectionView => ({
  mode: 'none',
  kind: null,
  shopUrl: null,
  status: null,
  lastError: null,
  connectedAt: null,
  platforms,
});

describe('/api (Website Connection)', () => {
  it('offers WooCommerce or in store only; a pasted key is checked; in store only is saved', async () => {
    const none = noShop(['woocommerce']);
    const posted: string[] = [];
    const { container } = renderApp('/api', {
      user,
      api: (method, path) => {
        if (path === '/api/company/shop/codes') return { status: 200, body: { codes: [] } };
        if (path === '/api/company/shop' && method === 'GET') return { status: 200, body: none };
        if (path === '/api/company/shop/in-store-only') {
          posted.push(path);
          return {
            status: 200,
            body: {
              ...none,
              mode: 'in_store_only',
              status: 'connected',
              connectedAt: '2026-11-26T12:00:00.000Z',
            },
          };
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('radio', { name: 'WooCommerce' })).toBeChecked();
    expect(screen.queryByText(/later update/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(shopText.consumerKey), 'not-a-key');
    await userEvent.click(screen.getByRole('button', { name: shopText.connectWithKeys }));
    expect(screen.getByLabelText(shopText.consumerKey)).toHaveAccessibleDescription(
      expect.stringContaining(WOO_KEY_INVALID),
    );
    expect(screen.getByLabelText(shopText.consumerKey)).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: shopText.inStoreOnly }));
    await userEvent.click(screen.getByRole('button', { name: shopText.chooseInStoreOnly }));
    expect(await screen.findByText(shopText.inStoreOnlyChosen)).toBeInTheDocument();
    expect(posted).toEqual(['/api/company/shop/in-store-only']);
  });

  it('offers Shopify where the server has its app: the shop goes to the install, Shopify opens', async () => {
    const none = noShop(['woocommerce', 'shopify']);
    const installs: unknown[] = [];
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign }, writable: true });
    try {
      const { container } = renderApp('/api?shopify=refused', {
        user,
        api: (method, path, body) => {
          if (path === '/api/company/shop/codes') return { status: 200, body: { codes: [] } };
          if (path === '/api/company/shop' && method === 'GET') return { status: 200, body: none };
          if (path === '/api/company/shopify/install') {
            installs.push(body);
            return {
              status: 200,
              body: { redirectUrl: 'https://yourshop.myshopify.com/admin/oauth/authorize?x=1' },
            };
          }
          return undefined;
        },
      });
      // Sent back by Shopify without a confirmed install: said plainly, above the choice.
      expect(await screen.findByText(SHOPIFY_TEXT.outcomes.refused!)).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('radio', { name: 'Shopify' }));
      await userEvent.type(screen.getByLabelText(SHOPIFY_TEXT.shop), 'yourshop.myshopify.com');
      expect(await axeViolations(container)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: SHOPIFY_TEXT.connect }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          'https://yourshop.myshopify.com/admin/oauth/authorize?x=1',
        ),
      );
      expect(installs).toEqual([{ shop: 'yourshop.myshopify.com' }]);
    } finally {
      Object.defineProperty(window, 'location', { value: original, writable: true });
    }
  });
});
