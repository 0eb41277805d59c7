import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Wallet } from '@stepup/contracts';
import { phoneWalletText } from '@stepup/domain';
import { aUser, fakeApi } from '../../../testing/fake-api';
import { aWalletVoucher, siteSettings } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

// "Add to Apple Wallet" and "Save to Google Wallet" next to the PDF links (ADR 058): only for a
// voucher whose code the wallet shows, and only for the wallets the server has credentials for.

const unused = aWalletVoucher({
  id: 'v-unused',
  campaignName: 'Sourdough Club',
  code: 'K7Q2-M9XD-4T',
});
const used = aWalletVoucher({ id: 'v-used', status: 'used', code: null });
const wallet: Wallet = {
  vouchers: [unused, used],
  counts: { myVouchers: 2, gifted: 0, used: 1 },
  filterCounts: { all: 2, unused: 1, used: 1, gifted: 0, cancelled: 0 },
};

async function openWallet(phoneWallets: { apple: boolean; google: boolean }) {
  const api = fakeApi({ user: aUser(), wallet, site: siteSettings({ phoneWallets }) });
  const utils = renderApp('/for-me', api.client);
  await screen.findByRole('table');
  // The PDF links are there either way: the wallet has rendered its rows.
  await screen.findAllByRole('link', { name: /Download PDF \(A4\)/ });
  return utils;
}

describe('phone wallet buttons', () => {
  it("offers both wallets for the unused voucher, by their official words, pointing at the server's endpoints", async () => {
    const { container } = await openWallet({ apple: true, google: true });
    const apple = await screen.findByRole('link', {
      name: `${phoneWalletText.addToAppleWallet}: Sourdough Club voucher`,
    });
    expect(apple).toHaveTextContent('Add to Apple Wallet');
    expect(apple).toHaveAttribute('href', '/api/wallet/vouchers/v-unused/apple-pass');
    const google = screen.getByRole('link', {
      name: `${phoneWalletText.saveToGoogleWallet}: Sourdough Club voucher`,
    });
    expect(google).toHaveTextContent('Save to Google Wallet');
    expect(google).toHaveAttribute('href', '/api/wallet/vouchers/v-unused/google-pass');
    // One of each: the used voucher has no code to keep.
    expect(screen.getAllByRole('link', { name: /Add to Apple Wallet/ })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers only the wallet the server is configured for', async () => {
    await openWallet({ apple: false, google: true });
    expect(await screen.findByRole('link', { name: /Save to Google Wallet/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to Apple Wallet/ })).toBeNull();
  });

  it('shows no wallet buttons without credentials', async () => {
    await openWallet({ apple: false, google: false });
    expect(screen.queryByRole('link', { name: /Apple Wallet/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Google Wallet/ })).toBeNull();
  });
});
