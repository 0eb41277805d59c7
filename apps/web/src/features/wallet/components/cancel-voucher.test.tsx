import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Wallet, WalletVoucher } from '@stepup/contracts';
import {
  CANCEL_WINDOW_PASSED,
  cancelGiftConfirmation,
  cancelVoucherConfirmation,
  REFUND_PENDING_NOTE,
  refundOnItsWay,
  VOUCHER_ON_HOLD,
} from '@stepup/domain';
import { aUser, apiError, fakeApi } from '../../../testing/fake-api';
import { aWalletVoucher } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

const fresh = aWalletVoucher({
  id: 'v-fresh',
  company: { id: 'co-a', name: 'Bean There', website: null, logoUrl: null },
  pricePaidPence: 2125,
  refundablePence: 2125,
  // 23:30 UTC on 14 April is 15 April in London (BST).
  cancellableUntil: '2026-04-14T23:30:00.000Z',
});
const gift = aWalletVoucher({
  id: 'v-gift',
  status: 'gifted',
  code: null,
  company: { id: 'co-b', name: 'Pasta Place', website: null, logoUrl: null },
  gift: { name: 'Jamie Morgan', email: 'jamie@example.com' },
  pricePaidPence: 4500,
  // The price and the gifting fee (£2.99) both go back to the card.
  refundablePence: 4799,
  cancellableUntil: '2026-04-20T10:00:00.000Z',
});
const old = aWalletVoucher({ id: 'v-old', cancellableUntil: null });

function walletOf(vouchers: WalletVoucher[]): Wallet {
  return {
    vouchers,
    counts: { myVouchers: vouchers.length, gifted: 0, used: 0 },
    filterCounts: { all: vouchers.length, unused: 0, used: 0, gifted: 0, cancelled: 0 },
  };
}

const cancelledAnswer = (voucherId: string, amountPence: number) => ({
  status: 200,
  body: {
    voucherId,
    cancelledAt: '2026-04-02T10:00:00.000Z',
    refund: {
      id: 'r-1',
      amountPence,
      status: 'pending',
      requestedBy: 'customer',
      reason: null,
      cancelsVoucher: true,
      createdAt: '2026-04-02T10:00:00.000Z',
      succeededAt: null,
      error: null,
    },
  },
});

describe('Cancelling a voucher from the wallet', () => {
  it('offers Cancel only within the 14 days, says until when, confirms and shows the refund', async () => {
    let vouchers = [fresh, gift, old];
    const user = userEvent.setup();
    const { client, fetch } = fakeApi({
      user: aUser(),
      wallet: () => walletOf(vouchers),
      walletCancel: (id) => {
        vouchers = vouchers.map((v) =>
          v.id === id
            ? {
                ...v,
                status: 'cancelled',
                code: null,
                cancellableUntil: null,
                refund: { amountPence: v.pricePaidPence, status: 'pending' },
              }
            : v,
        );
        return cancelledAnswer(id, 2125);
      },
    });
    const { container } = renderApp('/for-me', client);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Cancel by 15 April 2026')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(rows[2]!).queryByText(/Cancel by/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    // Keyboard: the action is a button labelled with the voucher.
    const action = screen.getByRole('button', { name: 'Cancel voucher for Bean There' });
    action.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Cancel this voucher?' });
    expect(
      within(dialog).getByText(cancelVoucherConfirmation('£21.25', 'Bean There')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel voucher for Bean There' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel voucher' }),
    );
    expect(await screen.findByText(refundOnItsWay('£21.25'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const first = within(within(screen.getByRole('table')).getAllByRole('row')[1]!);
    expect(await first.findByText('CANCELLED')).toBeInTheDocument();
    expect(first.getByText(REFUND_PENDING_NOTE)).toBeInTheDocument();
    expect(first.queryByRole('button', { name: /Cancel/ })).toBeNull();
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes('/cancel'))!;
    expect(String(url)).toContain('/api/wallet/vouchers/v-fresh/cancel');
    expect((init as RequestInit).method).toBe('POST');
  });

  it("asks about a gift by its recipient, and shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const { client } = fakeApi({
      user: aUser(),
      wallet: walletOf([gift]),
      walletCancel: () => apiError(409, 'conflict', CANCEL_WINDOW_PASSED),
    });
    const { container } = renderApp('/for-me', client);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel gift voucher for Pasta Place' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this gift?' });
    expect(
      within(dialog).getByText(cancelGiftConfirmation('£47.99', 'Jamie Morgan')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel voucher' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCEL_WINDOW_PASSED);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows refunds and holds, and cannot cancel from the offline copy', async () => {
    const refunded = aWalletVoucher({
      status: 'cancelled',
      code: null,
      refund: { amountPence: 1800, status: 'succeeded' },
    });
    const frozen = aWalletVoucher({ frozen: true });
    const { client } = fakeApi({
      user: aUser(),
      wallet: { ...walletOf([fresh, refunded, frozen]), offline: { savedAt: null } },
    });
    renderApp('/for-me', client);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Cancel by 15 April 2026')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(rows[1]!).getByText('Refunded £18.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(VOUCHER_ON_HOLD)).toBeInTheDocument();
  });
});
