import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@stepup/contracts';
import { aUser, apiError, fakeApi } from '../../../testing/fake-api';
import { aCampaign, aWalletVoucher } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';
import { OFFLINE_WALLET_RETRY_MS } from '../api/get-wallet';
import { qrPath } from './voucher-qr';
import { OFFLINE_NOTICE, WALLET_REDEEM_HINT as WALLET_FOOTER } from '@stepup/domain';

const unused = aWalletVoucher({
  company: { id: 'co-a', name: 'Bean There', website: 'https://bean.example', logoUrl: null },
  code: 'K7Q2-M9XD-4T',
  step: 2,
  discount: 15,
  faceValuePence: 2500,
  pricePaidPence: 2125,
  paymentDate: '2026-03-31T23:30:00.000Z',
});
const gifted = aWalletVoucher({
  status: 'gifted',
  code: null,
  gift: { name: 'Jamie Morgan', email: 'jamie.morgan@example.com' },
});
const used = aWalletVoucher({ status: 'used', code: null, seeCampaign: true });
const custom = aWalletVoucher({
  status: 'cancelled',
  code: null,
  step: 4,
  discount: 40,
  seeCampaign: false,
});

const wallet: Wallet = {
  vouchers: [unused, gifted, used, custom],
  counts: { myVouchers: 4, gifted: 1, used: 1 },
  filterCounts: { all: 4, unused: 1, used: 1, gifted: 1, cancelled: 1 },
};

async function openWallet(data: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ user: aUser(), wallet, ...data });
  const utils = renderApp('/for-me', api.client);
  const table = await screen.findByRole('table');
  return { ...utils, table, api };
}

describe('Voucher Wallet', () => {
  it('shows counters, filters with counts, the columns and each row as docs/product.md says', async () => {
    const { container, table } = await openWallet();
    expect(screen.getByRole('heading', { level: 2, name: 'Voucher Wallet' })).toBeInTheDocument();
    const counters = container.querySelector('.wallet__counters')!;
    expect(counters.textContent).toBe('My Vouchers4Gifted Vouchers1Used Vouchers1');
    const filters = screen.getByRole('group', { name: 'Show vouchers' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All 4', 'Unused 1', 'Used 1', 'Gifted 1', 'Cancelled 1']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Purchase Date', 'Value', 'Discount', 'Expiry', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByText('Bean There')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Business website/ })).toHaveAttribute(
      'href',
      'https://bean.example',
    );
    expect(first.getByRole('link', { name: /See campaign/ })).toHaveAttribute(
      'href',
      `/campaign/${unused.campaignId}`,
    );
    // 23:30 UTC on 31 March is 1 April in London (BST).
    expect(first.getByText('01/04/2026')).toBeInTheDocument();
    expect(first.getByText('£25.00')).toBeInTheDocument();
    expect(first.getByText('Paid £21.25')).toBeInTheDocument();
    expect(first.getByText('15%')).toBeInTheDocument();
    expect(first.getByText('Step 2')).toBeInTheDocument();
    expect(first.getByText('UNUSED')).toBeInTheDocument();
    expect(first.getByText('K7Q2-M9XD-4T')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('USED')).toBeInTheDocument();
    const cancelled = within(rows[3]!);
    expect(cancelled.getByText('CANCELLED')).toBeInTheDocument();
    expect(cancelled.getByText('Custom')).toBeInTheDocument();
    expect(cancelled.queryByRole('link', { name: /See campaign/ })).toBeNull();
    expect(screen.getByText(WALLET_FOOTER)).toBeInTheDocument();
    expect(WALLET_FOOTER).toBe(
      "To redeem a voucher just enter the code when paying at a business' online checkout, unless otherwise stated.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters the rows', async () => {
    const { table } = await openWallet();
    await userEvent.click(screen.getByRole('button', { name: 'Gifted 1' }));
    expect(screen.getByRole('button', { name: 'Gifted 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('GIFTED')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All 4' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  });

  it("shows a gift's recipient on hover and on focus of 'Details'", async () => {
    const { table, container } = await openWallet();
    const details = within(table).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Jamie Morgan')).not.toBeVisible();
    await userEvent.hover(details);
    expect(screen.getByText('Jamie Morgan')).toBeVisible();
    expect(screen.getByText('jamie.morgan@example.com')).toBeVisible();
    await userEvent.unhover(details);
    expect(screen.getByText('Jamie Morgan')).not.toBeVisible();
    details.focus();
    await waitFor(() => expect(details).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('Jamie Morgan')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Jamie Morgan')).not.toBeVisible();
  });

  it("copies an unused voucher's code and says 'Copied'", async () => {
    const user = userEvent.setup();
    await openWallet();
    await user.click(screen.getByRole('button', { name: 'Copy code K7Q2-M9XD-4T' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe('K7Q2-M9XD-4T');
  });

  it('opens a scannable QR code of the code in a dialog', async () => {
    const { container } = await openWallet();
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code of K7Q2-M9XD-4T' }));
    const dialog = screen.getByRole('dialog', { name: 'Bean There voucher' });
    const qr = within(dialog).getByRole('img', { name: 'QR code of voucher code K7Q2-M9XD-4T' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath('K7Q2-M9XD-4T').path);
    expect(within(dialog).getByText('K7Q2-M9XD-4T')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what to do next when there are no vouchers', async () => {
    const { client } = fakeApi({ user: aUser() });
    const { container } = renderApp('/for-me', client);
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
    expect(screen.getByText(WALLET_FOOTER)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the wallet cannot load, and shows the offline notice on a saved answer', async () => {
    const { client } = fakeApi({ user: aUser(), wallet: apiError(500, 'internal', 'Boom') });
    renderApp('/for-me', client);
    expect(await screen.findByText(/couldn't load your vouchers/)).toBeInTheDocument();

    const saved = fakeApi({
      user: aUser(),
      wallet: { ...wallet, offline: { savedAt: '2026-11-20T09:00:00.000Z' } },
    });
    renderApp('/for-me', saved.client);
    expect(await screen.findByText(new RegExp(OFFLINE_NOTICE))).toBeInTheDocument();
  });

  it('asks again while it shows the kept copy, and shows the live wallet once the network answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let live = false;
      const { client } = fakeApi({
        user: aUser(),
        wallet: () =>
          live
            ? wallet
            : { ...wallet, vouchers: [], offline: { savedAt: '2026-11-20T09:00:00.000Z' } },
      });
      renderApp('/for-me', client);
      expect(await screen.findByText(new RegExp(OFFLINE_NOTICE))).toBeInTheDocument();
      live = true;
      await vi.advanceTimersByTimeAsync(OFFLINE_WALLET_RETRY_MS);
      expect(await screen.findByText('K7Q2-M9XD-4T')).toBeInTheDocument();
      expect(screen.queryByText(new RegExp(OFFLINE_NOTICE))).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Unlocked Vouchers', () => {
  it('shows the unlocked campaigns as cards, or what to do when there are none', async () => {
    const campaigns = [aCampaign({ viewerLevel: 2 }), aCampaign({ viewerLevel: 3 })];
    const { client } = fakeApi({ user: aUser(), unlocked: campaigns });
    const { container } = renderApp('/for-me?tab=1', client);
    expect(
      await screen.findByRole('link', { name: new RegExp(campaigns[0]!.company.name) }),
    ).toHaveAttribute('href', `/campaign/${campaigns[0]!.id}`);
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('.unlocked__grid')),
    ).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    const empty = fakeApi({ user: aUser() });
    renderApp('/for-me?tab=1', empty.client);
    expect(
      await screen.findByRole('heading', { name: 'No bigger discounts unlocked yet' }),
    ).toBeInTheDocument();
  });
});
