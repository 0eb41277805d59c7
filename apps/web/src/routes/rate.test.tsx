import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rating, VoucherRating } from '@stepup/contracts';
import { RATING_STARS_REQUIRED, RATING_TEXT, RATING_VOUCHER_NOT_USED } from '@stepup/domain';
import { aUser, apiError, fakeApi } from '../testing/fake-api';
import { axeViolations, renderApp } from '../testing/render-app';

const PATH = '/api/wallet/vouchers/voucher-1/rating';

const voucher = (overrides: Partial<VoucherRating> = {}): VoucherRating => ({
  voucherId: 'voucher-1',
  campaignId: 'campaign-1',
  campaignName: 'Bread Club',
  companyName: 'Brew & Bake',
  used: true,
  refusal: null,
  rating: null,
  ...overrides,
});

describe('rating a used voucher (/rate/:voucherId)', () => {
  it('asks a visitor to sign in, and shows no form', async () => {
    const { client, fetch } = fakeApi();
    const { container } = renderApp('/rate/voucher-1', client);
    const signIn = await screen.findByRole('link', { name: 'sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn.parentElement).toHaveTextContent(/Please sign in to rate your voucher/);
    expect(screen.queryByRole('button', { name: RATING_TEXT.send })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/rating'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the holder give stars and a comment, once', async () => {
    let rated: Rating | null = null;
    const sent: Record<string, unknown>[] = [];
    const { client } = fakeApi({
      user: aUser(),
      ratings: (method, path, body) => {
        if (path !== PATH) return undefined;
        if (method === 'GET') return { status: 200, body: voucher({ rating: rated }) };
        sent.push(body);
        if (body.stars === 0) return apiError(422, 'validation', RATING_STARS_REQUIRED);
        rated = {
          id: 'rating-1',
          stars: Number(body.stars),
          comment: typeof body.comment === 'string' ? body.comment : null,
          commentHidden: false,
          reply: null,
          repliedAt: null,
          createdAt: new Date().toISOString(),
        };
        return { status: 201, body: rated };
      },
    });
    const { container } = renderApp('/rate/voucher-1', client);
    expect(
      await screen.findByRole('heading', { name: 'How was Brew & Bake?' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: RATING_TEXT.send }));
    expect(await screen.findByText(RATING_STARS_REQUIRED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText(RATING_TEXT.comment), 'Lovely');
    await userEvent.click(screen.getByRole('button', { name: RATING_TEXT.send }));
    expect(await screen.findByText(RATING_TEXT.thanks)).toBeInTheDocument();
    expect(screen.getByText(RATING_TEXT.yours(5))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ stars: 5, comment: 'Lovely' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: RATING_TEXT.send })).not.toBeInTheDocument(),
    );
  });

  it('tells the holder why a voucher not used yet cannot be rated', async () => {
    const { client } = fakeApi({
      user: aUser(),
      ratings: (method, path) =>
        path === PATH && method === 'GET'
          ? { status: 200, body: voucher({ used: false, refusal: RATING_VOUCHER_NOT_USED }) }
          : undefined,
    });
    renderApp('/rate/voucher-1', client);
    expect(await screen.findByText(RATING_VOUCHER_NOT_USED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RATING_TEXT.send })).not.toBeInTheDocument();
  });
});
