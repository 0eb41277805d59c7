import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GIFT_DESIGN_IN_USE, GIFT_DESIGNS_TEXT as T } from '@stepup/domain';
import type { FakeAnswer } from '../../../testing/render-app';
import {
  aCompanyUser,
  adminAccessWith,
  axeViolations,
  renderApp,
} from '../../../testing/render-app';

// /admin/gifting's gift designs (docs/product.md#gift-designs).

const admin = aCompanyUser({ roleClass: 'admin', twoFactorEnabled: true });
const categories = [
  { id: 'c1', name: 'Birthday', order: 0, active: true, designCount: 1 },
  { id: 'c2', name: 'Wedding', order: 1, active: true, designCount: 0 },
];
const balloons = {
  id: 'd1',
  name: 'Balloons',
  categoryId: 'c1',
  categoryName: 'Birthday',
  imageUrl: '/files/balloons.webp',
  order: 0,
  active: true,
  giftCount: 3,
};

function designsApi({ access }: { access?: FakeAnswer } = {}) {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (path === '/api/admin/access' && access) return access;
    if (path === '/api/admin/counters')
      return { status: 200, body: { newCompanies: 0, pendingCampaigns: 0 } };
    if (path === '/api/admin/gifting')
      return { status: 200, body: { giftingFeePence: 150, overrideCount: 0 } };
    if (path === '/api/admin/gift-design-categories' && method === 'GET')
      return { status: 200, body: { categories } };
    if (path === '/api/admin/gift-designs' && method === 'GET')
      return { status: 200, body: { designs: [balloons] } };
    if (path === '/api/admin/images/gift-design')
      return {
        status: 201,
        body: { image: { url: '/files/admin/gift-design-rings.webp', width: 1080, height: 540 } },
      };
    if (method !== 'GET') {
      sent.push({ method, path, body });
      return {
        status: 201,
        body: { ...balloons, id: 'd2', ...body, categoryName: 'Wedding', giftCount: 0, order: 1 },
      };
    }
    return undefined;
  };
  return { api, sent };
}

const file = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'rings.png', { type: 'image/png' });

describe('/admin/gifting gift designs', () => {
  it('lists the designs with their artwork and category, and adds one with uploaded artwork', async () => {
    const { api, sent } = designsApi();
    const { container } = renderApp('/admin/gifting', { user: admin, api });
    const designs = await screen.findByRole('region', { name: T.designsTitle });
    expect(await within(designs).findByText('Balloons')).toBeInTheDocument();
    expect(within(designs).getByText('Birthday')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(designs).getByRole('button', { name: T.addDesign }));
    const dialog = await screen.findByRole('dialog', { name: T.addDesignTitle });
    await userEvent.type(within(dialog).getByLabelText(T.name), 'Rings');
    await userEvent.selectOptions(within(dialog).getByLabelText(T.category), 'Wedding');
    await userEvent.upload(within(dialog).getByLabelText(T.artwork), file());
    await within(dialog).findByRole('img', { name: 'Current artwork' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        path: '/api/admin/gift-designs',
        body: {
          name: 'Rings',
          categoryId: 'c2',
          imageUrl: '/files/admin/gift-design-rings.webp',
          active: true,
        },
      }),
    );
  });

  it('offers to deactivate, not delete, a design that gifts carry', async () => {
    const { api, sent } = designsApi();
    renderApp('/admin/gifting', { user: admin, api });
    const designs = await screen.findByRole('region', { name: T.designsTitle });
    await userEvent.click(await within(designs).findByRole('button', { name: 'Delete: Balloons' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(GIFT_DESIGN_IN_USE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.deactivateInstead }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        path: '/api/admin/gift-designs/d1',
        body: expect.objectContaining({ active: false }),
      }),
    );
  });

  it('shows a level that only reads gifting the lists, with no way to change them', async () => {
    const { api } = designsApi({ access: adminAccessWith({ gifting: 'read' }) });
    renderApp('/admin/gifting', { user: admin, api });
    const designs = await screen.findByRole('region', { name: T.designsTitle });
    expect(await within(designs).findByText('Balloons')).toBeInTheDocument();
    expect(within(designs).queryByRole('button', { name: T.addDesign })).toBeNull();
    expect(within(designs).queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
