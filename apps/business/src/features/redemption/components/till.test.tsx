import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { RecentRedemption, RedemptionVoucher } from '@stepup/contracts';
import {
  maskVoucherCode,
  TILL_MARKED_ON_RETRY,
  TILL_OFFLINE,
  TILL_RECENT_EMPTY,
  TILL_TIMED_OUT,
  TILL_TRY_AGAIN,
  VOUCHER_ALREADY_USED,
  VOUCHER_MARKED_USED,
  VOUCHER_NOT_OFFERED_AT_SITE,
} from '@stepup/domain';
import { AppProviders } from '@stepup/ui';
import { axeViolations } from '../../../testing/render-app';
import { writeTillSite } from '../../sites/till-site';
import { RedeemVoucher } from './redeem-voucher';

// The till on a slow or absent connection: every request has a deadline (short here), a retried
// "Mark as used" is shown truthfully, and offline nothing is sent.

const CODE = '7KQ2-M9XD-4T';
const aVoucher = (overrides: Partial<RedemptionVoucher> = {}): RedemptionVoucher => ({
  code: CODE,
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  expiresAt: '2027-04-01T10:00:00.000Z',
  status: 'unused',
  usedAt: null,
  customerFirstName: 'Ada',
  gift: false,
  refusal: null,
  ...overrides,
});
const used = () =>
  aVoucher({ status: 'used', usedAt: new Date().toISOString(), refusal: VOUCHER_ALREADY_USED });
const aRecent = (overrides: Partial<RecentRedemption> = {}): RecentRedemption => ({
  usedAt: new Date().toISOString(),
  code: maskVoucherCode(CODE),
  campaignName: 'Coffee Club',
  faceValuePence: 5000,
  channel: 'till',
  redeemedBy: 'Sam Staff',
  byYou: true,
  siteName: null,
  ...overrides,
});

type Answer = { status: number; body: unknown } | 'never';
type Handlers = Record<string, () => Answer>;
const never = new Promise<Response>(() => {});

/** The till alone, its requests answered by `handlers` ('never' answers nothing, ever). */
function renderTill(handlers: Handlers) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    calls.push(key);
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    const answer = handlers[key]?.() ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    if (answer === 'never') return never;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <AppProviders apiClient={createApiClient({ fetch })} queryClient={queryClient}>
      <RedeemVoucher timeoutMs={150} />
    </AppProviders>,
  );
  return { ...utils, calls, bodies };
}

const count = (calls: string[], key: string) => calls.filter((c) => c === key).length;
const REDEEM = 'POST /api/company/redemptions/redeem';
const LOOKUP = 'POST /api/company/redemptions/lookup';
const RECENT = 'GET /api/company/redemptions/recent';

async function findVoucher() {
  await userEvent.type(screen.getByLabelText('Voucher code'), CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
  return screen.findByRole('button', { name: 'Mark as used' });
}

afterEach(() => {
  vi.restoreAllMocks();
  writeTillSite(null);
});

describe('the till at a site', () => {
  it("asks with the till's site and shows why a voucher cannot be used here, without Mark as used", async () => {
    writeTillSite('site-b');
    const { calls, bodies } = renderTill({
      [LOOKUP]: () => ({ status: 200, body: aVoucher({ refusal: VOUCHER_NOT_OFFERED_AT_SITE }) }),
      [RECENT]: () => ({ status: 200, body: { redemptions: [] } }),
    });
    await userEvent.type(screen.getByLabelText('Voucher code'), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_NOT_OFFERED_AT_SITE);
    expect(bodies[calls.indexOf(LOOKUP)]).toEqual({ code: CODE, siteId: 'site-b' });
    expect(screen.queryByRole('button', { name: 'Mark as used' })).not.toBeInTheDocument();
  });
});

describe('the till on a slow connection', () => {
  it('says when a look-up gets no answer in time and offers Try again, which works', async () => {
    let answers: Answer[] = ['never', { status: 200, body: aVoucher() }];
    const { container, calls } = renderTill({
      [LOOKUP]: () => answers.shift()!,
      [RECENT]: () => ({ status: 200, body: { redemptions: [] } }),
    });
    await userEvent.type(screen.getByLabelText('Voucher code'), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Find voucher' }));
    expect(await screen.findByText('Checking the code…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_TIMED_OUT);
    // No spinner left turning.
    expect(screen.queryByText('Checking the code…')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: TILL_TRY_AGAIN }));
    expect(await screen.findByRole('heading', { name: CODE })).toBeInTheDocument();
    expect(screen.queryByText(TILL_TIMED_OUT)).not.toBeInTheDocument();
    expect(count(calls, LOOKUP)).toBe(2);
    answers = [];
  });

  it('shows a retried Mark as used that the server answers with success once', async () => {
    const answers: Answer[] = [
      'never',
      { status: 200, body: { message: VOUCHER_MARKED_USED, voucher: used() } },
    ];
    const { calls } = renderTill({
      [LOOKUP]: () => ({ status: 200, body: aVoucher() }),
      [REDEEM]: () => answers.shift()!,
      [RECENT]: () => ({ status: 200, body: { redemptions: [] } }),
    });
    await userEvent.click(await findVoucher());
    expect(await screen.findByText('Marking as used…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_TIMED_OUT);
    await userEvent.click(screen.getByRole('button', { name: TILL_TRY_AGAIN }));

    expect(await screen.findByRole('status')).toHaveTextContent(VOUCHER_MARKED_USED);
    expect(screen.getAllByText(VOUCHER_MARKED_USED)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(count(calls, REDEEM)).toBe(2);
    // Ready for the next customer: the code field has the focus, its code selected to be replaced.
    const field = screen.getByLabelText<HTMLInputElement>('Voucher code');
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, CODE.length]);
  });

  it("shows the retry as marked used when the first press went through (this member, just now), not as 'already used'", async () => {
    const answers: Answer[] = [
      'never',
      { status: 409, body: { error: { code: 'conflict', message: VOUCHER_ALREADY_USED } } },
    ];
    let recent: RecentRedemption[] = [];
    const { calls } = renderTill({
      [LOOKUP]: () => ({ status: 200, body: aVoucher() }),
      [REDEEM]: () => {
        const answer = answers.shift()!;
        // The first press reached the server; only its answer was lost.
        recent = [aRecent()];
        return answer;
      },
      [RECENT]: () => ({ status: 200, body: { redemptions: recent } }),
    });
    expect(await screen.findByText(TILL_RECENT_EMPTY)).toBeInTheDocument();
    await userEvent.click(await findVoucher());
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_TIMED_OUT);
    await userEvent.click(screen.getByRole('button', { name: TILL_TRY_AGAIN }));

    expect(await screen.findByRole('status')).toHaveTextContent(TILL_MARKED_ON_RETRY);
    expect(screen.getAllByText(TILL_MARKED_ON_RETRY)).toHaveLength(1);
    expect(screen.queryByText(VOUCHER_ALREADY_USED)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(count(calls, REDEEM)).toBe(2);
    // The list under the till shows it.
    expect(await screen.findByText('Sam Staff')).toBeInTheDocument();
  });

  it('shows "already used" when the retry finds it used by someone else', async () => {
    const answers: Answer[] = [
      'never',
      { status: 409, body: { error: { code: 'conflict', message: VOUCHER_ALREADY_USED } } },
    ];
    let lookups = 0;
    renderTill({
      [LOOKUP]: () => ({ status: 200, body: lookups++ ? used() : aVoucher() }),
      [REDEEM]: () => answers.shift()!,
      [RECENT]: () => ({
        status: 200,
        body: { redemptions: [aRecent({ byYou: false, redeemedBy: 'Another Member' })] },
      }),
    });
    await userEvent.click(await findVoucher());
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_TIMED_OUT);
    await userEvent.click(screen.getByRole('button', { name: TILL_TRY_AGAIN }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_ALREADY_USED);
    expect(screen.queryByText(TILL_MARKED_ON_RETRY)).not.toBeInTheDocument();
    expect(screen.queryByText(VOUCHER_MARKED_USED)).not.toBeInTheDocument();
  });
});

describe('the till offline', () => {
  it('says it is offline, and checks and marks nothing', async () => {
    const { calls } = renderTill({
      [LOOKUP]: () => ({ status: 200, body: aVoucher() }),
      [RECENT]: () => ({ status: 200, body: { redemptions: [] } }),
    });
    const markButton = await findVoucher();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(TILL_OFFLINE);
    expect(markButton).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Find voucher' })).toBeDisabled();
    await userEvent.click(markButton);
    expect(count(calls, REDEEM)).toBe(0);
  });
});
