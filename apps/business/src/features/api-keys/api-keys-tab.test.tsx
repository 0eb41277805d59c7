import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@stepup/contracts';
import { API_KEY_NAME_REQUIRED, API_KEY_SCOPES_REQUIRED, OWNER_ONLY_PAGE } from '@stepup/domain';
import { aCompanyUser, axeViolations, renderApp } from '../../testing/render-app';

// The API keys tab of /api (docs/product.md#public-api): shown once, listed, revoked.

const user = aCompanyUser();
const facts = {
  websiteConnection: true,
  paymentsConnection: true,
  companyData: true,
  complianceData: true,
  primaryImage: true,
  logo: true,
  category: true,
  website: true,
  description: true,
};
const old: ApiKey = {
  id: 'key-1',
  name: 'Booking system',
  prefix: 'svk_AbCdEfGh',
  scopes: ['read'],
  createdAt: '2026-10-01T10:00:00.000Z',
  createdBy: 'jo@shop.test',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = `svk_${'Q'.repeat(43)}`;

function api(role: 'owner' | 'staff' = 'owner') {
  let keys = [old];
  const calls: { method: string; path: string; body: unknown }[] = [];
  return {
    calls,
    handler: (method: string, path: string, body: Record<string, unknown>) => {
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/api/company/setup')
        return { status: 200, body: { companyName: 'The Corner Bakery', yourRole: role, facts } };
      if (method === 'GET' && path === '/api/company/api-keys')
        return { status: 200, body: { keys } };
      if (method === 'POST' && path === '/api/company/api-keys') {
        const key: ApiKey = {
          ...old,
          id: 'key-2',
          name: String(body.name),
          prefix: SECRET.slice(0, 12),
          scopes: ['read', 'redeem'],
        };
        keys = [key, ...keys];
        return { status: 201, body: { key, secret: SECRET } };
      }
      if (method === 'DELETE' && path === '/api/company/api-keys/key-1') {
        keys = keys.map((k) =>
          k.id === 'key-1' ? { ...k, revokedAt: '2026-11-26T12:00:00.000Z' } : k,
        );
        return { status: 204, body: null };
      }
      return undefined;
    },
  };
}

describe('the API keys tab', () => {
  it('creates a key, shows it once, and forgets it when told', async () => {
    const fake = api();
    const { container } = renderApp('/api?tab=api-keys', { user, api: fake.handler });
    expect(await screen.findByText('Booking system')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText(API_KEY_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(API_KEY_SCOPES_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Key name'), 'Checkout');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Redeem/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('API key')).toHaveValue(SECRET);
    expect(screen.getByText(/You will not see it again/)).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Checkout',
      scopes: ['read', 'redeem'],
    });
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'I have stored the key' }));
    expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain(SECRET);
    expect(screen.getByRole('heading', { name: 'Create a key' })).toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    const fake = api();
    renderApp('/api?tab=api-keys', { user, api: fake.handler });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the key “Booking system”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('The key “Booking system” was revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Revoked /)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Revoke the key/ })).not.toBeInTheDocument();
  });

  it('shows staff the owner-only notice, and asks for no keys', async () => {
    const fake = api('staff');
    renderApp('/api?tab=api-keys', { user, api: fake.handler });
    expect(await screen.findByText(OWNER_ONLY_PAGE('The Corner Bakery'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create a key' })).not.toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/api/company/api-keys')).toBe(false);
  });
});
