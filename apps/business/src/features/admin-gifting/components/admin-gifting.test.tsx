import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREA_READ_ONLY,
  ADMIN_GIFTING_TEXT as T,
  SITE_GIFTING_FEE_RANGE,
  UPDATE_FAILED,
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

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true });

function giftingApi({
  onPut = (body: Record<string, unknown>): FakeAnswer => ({
    status: 200,
    body: { giftingFeePence: body.giftingFeePence, overrideCount: 3 },
  }),
  access,
}: { onPut?: (body: Record<string, unknown>) => FakeAnswer; access?: FakeAnswer } = {}) {
  const puts: Record<string, unknown>[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access' && access) return access;
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/gifting' && method === 'GET')
      return { status: 200, body: { giftingFeePence: 150, overrideCount: 3 } };
    if (path === '/api/admin/gifting' && method === 'PUT') {
      puts.push(body);
      return onPut(body);
    }
    return undefined;
  };
  return { api, puts };
}

describe('/admin/gifting', () => {
  it('shows the default price and how many customers have their own, and saves a new price in pence', async () => {
    const { api, puts } = giftingApi();
    const { container } = renderApp('/admin/gifting', { user: admin, api });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gifting price');
    expect(await screen.findByText('£1.50')).toBeInTheDocument();
    expect(screen.getByText('3 customers have their own fee')).toBeInTheDocument();
    const input = screen.getByLabelText(T.label);
    expect(input).toHaveValue('1.50');
    await userEvent.clear(input);
    await userEvent.type(input, '3.25');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(UPDATE_SUCCESSFUL)).toBeInTheDocument();
    expect(puts).toEqual([{ giftingFeePence: 325 }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a price out of range in the browser, and shows the server refusal', async () => {
    const { api, puts } = giftingApi({
      onPut: () => apiError(429, 'rate_limited', 'Too many attempts. Please try again later.'),
    });
    renderApp('/admin/gifting', { user: admin, api });
    const input = await screen.findByLabelText(T.label);
    await userEvent.clear(input);
    await userEvent.type(input, '50.01');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(SITE_GIFTING_FEE_RANGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(puts).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(
      await screen.findByText(`${UPDATE_FAILED}: Too many attempts. Please try again later.`),
    ).toBeInTheDocument();
  });

  it('shows a level that only reads gifting the price, with no way to change it', async () => {
    const { api } = giftingApi({ access: adminAccessWith({ gifting: 'read' }) });
    renderApp('/admin/gifting', { user: admin, api });
    expect(await screen.findByText(ADMIN_AREA_READ_ONLY)).toBeInTheDocument();
    expect(screen.getByLabelText(T.label)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: T.save })).not.toBeInTheDocument();
  });
});
