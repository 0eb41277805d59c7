import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyRating } from '@stepup/contracts';
import { RATING_REPLY_REQUIRED, RATING_TEXT } from '@stepup/domain';
import { axeViolations } from '../testing/render-app';
import type { CompanyApi } from '../testing/render-company-app';
import { renderCompanyApp } from '../testing/render-company-app';

const rating = (overrides: Partial<CompanyRating> = {}): CompanyRating => ({
  id: 'rating-1',
  stars: 4,
  comment: 'Lovely bread.',
  commentHidden: false,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  campaignId: 'campaign-1',
  campaignName: 'Bread Club',
  ...overrides,
});

/** The company's ratings as the server keeps them; a reply is taken once. */
function server(ratings: CompanyRating[]) {
  const state = [...ratings];
  const sent: Record<string, unknown>[] = [];
  const api: CompanyApi = {
    'GET /api/company/ratings': () => ({ status: 200, body: { ratings: state } }),
    'POST /api/company/ratings/rating-1/reply': (body) => {
      sent.push(body);
      if (String(body.reply).trim() === '')
        return {
          status: 422,
          body: { error: { code: 'validation', message: RATING_REPLY_REQUIRED } },
        };
      state[0] = { ...state[0]!, reply: String(body.reply), repliedAt: new Date().toISOString() };
      return { status: 200, body: state[0] };
    },
  };
  return { api, sent };
}

describe('the company’s ratings (/ratings)', () => {
  it('shows the average and each rating, and an owner replies once', async () => {
    const { api, sent } = server([rating(), rating({ id: 'rating-2', stars: 5, comment: null })]);
    const { container } = renderCompanyApp('/ratings', api);
    expect(await screen.findByText('4.5 out of 5 (2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Lovely bread.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const [first] = await screen.findAllByRole('button', { name: RATING_TEXT.sendReply });
    await userEvent.click(first!);
    expect(await screen.findByText(RATING_REPLY_REQUIRED)).toBeInTheDocument();
    const [box] = screen.getAllByLabelText(RATING_TEXT.reply);
    await userEvent.type(box!, 'Thank you!');
    await userEvent.click(first!);
    await waitFor(() => expect(screen.getByText('Thank you!')).toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ reply: 'Thank you!' });
    // The replied rating has no form any more; the other one still has its own.
    expect(screen.getAllByRole('button', { name: RATING_TEXT.sendReply })).toHaveLength(1);
  });

  it('shows an empty state with no ratings', async () => {
    renderCompanyApp('/ratings', server([]).api);
    expect(await screen.findByText(RATING_TEXT.noRatings)).toBeInTheDocument();
  });
});
