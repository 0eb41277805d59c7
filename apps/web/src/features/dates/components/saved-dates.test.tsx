import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedDate } from '@stepup/contracts';
import { DATE_REMINDER_NAME_REQUIRED, DATE_REMINDER_TEXT } from '@stepup/domain';
import { aUser, fakeApi } from '../../../testing/fake-api';
import { axeViolations, renderApp } from '../../../testing/render-app';

// Dates to Remember (/for-me?tab=7, issue 21) against a fake server that keeps the dates and
// refuses a blank name as the real one does (its message, by field).

function setup(initial: SavedDate[] = []) {
  let dates = [...initial];
  const answer = () => ({ status: 200, body: { dates, max: 50 } });
  const api = fakeApi({
    user: aUser({ name: 'Ada Lovelace', email: 'ada@example.test' }),
    account: {
      dates: (body) => {
        if (!('name' in body)) return answer();
        if (String(body.name).trim() === '')
          return {
            status: 422,
            body: {
              error: {
                code: 'validation',
                message: DATE_REMINDER_NAME_REQUIRED,
                fields: { name: DATE_REMINDER_NAME_REQUIRED },
              },
            },
          };
        const saved: SavedDate = {
          id: `d${dates.length + 1}`,
          name: String(body.name),
          occasion: String(body.occasion),
          date: String(body.date),
          repeats: body.repeats === 'once' ? 'once' : 'yearly',
          nextOccurrence: '2026-12-25',
          reminderDay: '2026-12-18',
        };
        dates = [...dates, saved];
        return { status: 201, body: saved };
      },
      'dates/d1': () => {
        dates = dates.filter((d) => d.id !== 'd1');
        return { status: 204 };
      },
    },
  });
  return { ...api, ...renderApp('/for-me?tab=7', api.client) };
}

describe('Dates to Remember', () => {
  it('adds a date, shows the domain’s message for a blank name, lists it with its reminder day, and deletes it', async () => {
    const user = userEvent.setup();
    const { fetch, container } = setup();
    const tab = await screen.findByRole('region', { name: DATE_REMINDER_TEXT.tab });
    expect(await within(tab).findByText(DATE_REMINDER_TEXT.empty)).toBeInTheDocument();
    expect(within(tab).getByText('0 of 50 dates saved')).toBeInTheDocument();

    const form = within(tab).getByRole('region', { name: DATE_REMINDER_TEXT.add });
    await user.type(within(form).getByLabelText('Occasion'), 'Birthday');
    await user.type(within(form).getByLabelText('Date'), '1990-12-25');
    await user.click(within(form).getByRole('button', { name: 'Save date' }));
    expect(await within(form).findByText(DATE_REMINDER_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByLabelText('Whose date')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Whose date'), 'Grace');
    await user.click(within(form).getByRole('button', { name: 'Save date' }));
    expect(await within(tab).findByRole('status')).toHaveTextContent('Date saved.');
    const list = await within(tab).findByRole('list', { name: 'Your saved dates' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Grace');
    expect(item).toHaveTextContent('25 December · Every year');
    expect(item).toHaveTextContent('Next: 25 December 2026');
    expect(item).toHaveTextContent('Reminder email on 18 December 2026');
    // The form is empty again for the next date.
    expect(within(form).getByLabelText('Whose date')).toHaveValue('');
    const posted = fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/account/dates') && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted.at(-1)![1]!.body))).toEqual({
      name: 'Grace',
      occasion: 'Birthday',
      date: '1990-12-25',
      repeats: 'yearly',
    });
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Delete Grace’s Birthday' }));
    expect(await within(tab).findByText(DATE_REMINDER_TEXT.empty)).toBeInTheDocument();
    expect(within(tab).getByRole('status')).toHaveTextContent('Date deleted.');
  });

  it('says when a one-off date has passed', async () => {
    setup([
      {
        id: 'd1',
        name: 'Sam',
        occasion: 'Wedding',
        date: '2025-06-15',
        repeats: 'once',
        nextOccurrence: null,
        reminderDay: null,
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your saved dates' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('15 June 2025 · Just once');
    expect(item).toHaveTextContent(DATE_REMINDER_TEXT.passed);
  });
});
