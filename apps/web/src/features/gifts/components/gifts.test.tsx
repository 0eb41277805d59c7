import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuyerGift, GiftPage } from '@stepup/contracts';
import {
  GIFT_ALREADY_SENT,
  GIFT_CHANGE_TEXT,
  GIFT_DATE_IN_PAST,
  GIFT_LINK_INVALID,
  GIFT_PAGE_TEXT,
  printableVoucherText,
} from '@stepup/domain';
import { aUser, apiError, fakeApi } from '../../../testing/fake-api';
import { axeViolations, renderApp } from '../../../testing/render-app';

const TOKEN = 'k3Jd8sLq0aP9xYzW2vBn5mT7uR1cE4gH6iJ8oQ0sT2u';

const page = (overrides: Partial<GiftPage> = {}): GiftPage => ({
  state: 'valid',
  companyName: 'Brew & Bake',
  companyWebsite: 'https://brewbake.test',
  campaignName: 'Coffee Club',
  pictureUrl: null,
  senderName: 'Sam Taylor',
  recipientName: 'Alex',
  message: 'Happy birthday!',
  faceValuePence: 2500,
  expiresAt: '2027-11-27T10:00:00.000Z',
  code: '7KQ2-M9XD-4T',
  places: [{ name: 'High Street', address: '1 High Street, Bath' }],
  ...overrides,
});

describe("a gift's own page (/gift/:token)", () => {
  it('shows the recipient the message, value, code with its QR code, where and how to use it, and the PDFs', async () => {
    const { client } = fakeApi({
      gifts: (method, path) =>
        path === `/api/gifts/${TOKEN}` ? { status: 200, body: page() } : undefined,
    });
    const { container } = renderApp(`/gift/${TOKEN}`, client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Brew & Bake gift' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Happy birthday!')).toBeInTheDocument();
    expect(screen.getByText('From Sam Taylor')).toBeInTheDocument();
    expect(screen.getByText('£25.00 voucher')).toBeInTheDocument();
    expect(screen.getByText('7KQ2-M9XD-4T')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: GIFT_PAGE_TEXT.qrLabel('7KQ2-M9XD-4T') })).toBeVisible();
    expect(screen.getByText('Expires 27 November 2027')).toBeInTheDocument();
    expect(screen.getByText('1 High Street, Bath')).toBeInTheDocument();
    expect(screen.getByText(printableVoucherText.howToRedeem)).toBeInTheDocument();
    const a4 = screen.getByRole('link', {
      name: printableVoucherText.downloadLabel(printableVoucherText.downloadA4, 'Coffee Club'),
    });
    expect(a4).toHaveAttribute('href', `/api/gifts/${TOKEN}/pdf?size=a4`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a cancelled gift is no longer valid, without its code or PDFs', async () => {
    const { client } = fakeApi({
      gifts: () => ({ status: 200, body: page({ state: 'cancelled', code: null }) }),
    });
    renderApp(`/gift/${TOKEN}`, client);
    expect(await screen.findByText(GIFT_PAGE_TEXT.noLongerValid)).toBeInTheDocument();
    expect(screen.queryByText('7KQ2-M9XD-4T')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('answers an unknown or replaced link with the invalid-link notice', async () => {
    const { client } = fakeApi({
      gifts: () => apiError(404, 'not_found', GIFT_LINK_INVALID),
    });
    const { container } = renderApp(`/gift/${TOKEN}`, client);
    expect(await screen.findByText(GIFT_LINK_INVALID)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

const PATH = '/api/wallet/vouchers/voucher-1/gift';
const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
tomorrow.setUTCSeconds(0, 0);

const buyerGift = (overrides: Partial<BuyerGift> = {}): BuyerGift => ({
  voucherId: 'voucher-1',
  companyName: 'Brew & Bake',
  campaignName: 'Coffee Club',
  faceValuePence: 2500,
  recipientName: 'Alex',
  recipientEmail: 'alex@example.test',
  message: 'Happy birthday!',
  deliverAt: tomorrow.toISOString(),
  deliveredAt: null,
  resentAt: null,
  cancelled: false,
  used: false,
  canChange: true,
  canResend: false,
  ...overrides,
});

describe("the buyer's gift screen (/for-me/gifts/:voucherId)", () => {
  it('corrects the recipient before delivery, then sends it now; the server’s refusals show', async () => {
    let current = buyerGift();
    const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
    const { client } = fakeApi({
      user: aUser(),
      gifts: (method, path, body) => {
        calls.push({ method, path, body });
        if (path === PATH && method === 'GET') return { status: 200, body: current };
        if (path === PATH && method === 'PUT') {
          current = buyerGift({ recipientEmail: String(body.email) });
          return { status: 200, body: current };
        }
        if (path === `${PATH}/send-now`) {
          if (current.deliveredAt) return apiError(409, 'conflict', GIFT_ALREADY_SENT);
          current = buyerGift({
            ...current,
            deliveredAt: new Date().toISOString(),
            canChange: false,
            canResend: true,
          });
          return { status: 200, body: current };
        }
        return undefined;
      },
    });
    const { container } = renderApp('/for-me/gifts/voucher-1', client);
    const email = await screen.findByRole('textbox', { name: 'Recipient email' });
    expect(await axeViolations(container)).toEqual([]);

    // A time already past is refused before anything is sent.
    const when = screen.getByRole('textbox', { name: GIFT_CHANGE_TEXT.deliverAt });
    await userEvent.clear(when);
    await userEvent.type(when, 'Jan 01 2020 09:00');
    await userEvent.click(screen.getByRole('button', { name: GIFT_CHANGE_TEXT.save }));
    expect(await screen.findByText(GIFT_DATE_IN_PAST)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(when);
    await userEvent.clear(email);
    await userEvent.type(email, 'alex.kim@example.test');
    await userEvent.click(screen.getByRole('button', { name: GIFT_CHANGE_TEXT.save }));
    expect(await screen.findByText(GIFT_CHANGE_TEXT.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Alex',
      email: 'alex.kim@example.test',
      message: 'Happy birthday!',
    });
    const summary = screen.getByText('To').nextElementSibling as HTMLElement;
    expect(within(summary).getByText(/alex\.kim@example\.test/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: GIFT_CHANGE_TEXT.sendNow }));
    expect(await screen.findByText(GIFT_CHANGE_TEXT.sentNow)).toBeInTheDocument();
    // Sent: the form has gone, a resend is offered.
    expect(screen.queryByRole('button', { name: GIFT_CHANGE_TEXT.save })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: GIFT_CHANGE_TEXT.resend })).toBeInTheDocument();
  });

  it('resends a delivered gift once to a corrected address', async () => {
    let current = buyerGift({
      deliveredAt: new Date().toISOString(),
      canChange: false,
      canResend: true,
    });
    const sent: Record<string, unknown>[] = [];
    const { client } = fakeApi({
      user: aUser(),
      gifts: (method, path, body) => {
        if (path === PATH && method === 'GET') return { status: 200, body: current };
        if (path === `${PATH}/resend`) {
          sent.push(body);
          current = {
            ...current,
            recipientEmail: String(body.email),
            resentAt: new Date().toISOString(),
            canResend: false,
          };
          return { status: 200, body: current };
        }
        return undefined;
      },
    });
    const { container } = renderApp('/for-me/gifts/voucher-1', client);
    const email = await screen.findByRole('textbox', { name: 'Recipient email' });
    expect(screen.getByText(GIFT_CHANGE_TEXT.resendHint)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'alex@new.example.test');
    await userEvent.click(screen.getByRole('button', { name: GIFT_CHANGE_TEXT.resend }));
    expect(await screen.findByText(GIFT_CHANGE_TEXT.resent)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'alex@new.example.test' }]);
    expect(screen.getByText(GIFT_CHANGE_TEXT.resentAlready)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GIFT_CHANGE_TEXT.resend })).not.toBeInTheDocument();
  });

  it("answers another's gift with the server's not-found message", async () => {
    const { client } = fakeApi({
      user: aUser(),
      gifts: () => apiError(404, 'not_found', 'This gift was not found.'),
    });
    renderApp('/for-me/gifts/voucher-1', client);
    expect(await screen.findByText('This gift was not found.')).toBeInTheDocument();
  });
});
