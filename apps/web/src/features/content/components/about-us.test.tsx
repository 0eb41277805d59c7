import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESSES_FIGURE } from '@stepup/domain';
import { fakeApi } from '../../../testing/fake-api';
import { aboutFacts, anFaq } from '../../../testing/fake-content';
import { axeViolations, renderApp } from '../../../testing/render-app';

describe('About Us', () => {
  it('describes the product and how it works, with its counters', async () => {
    const { client } = fakeApi({
      content: {
        about: aboutFacts({ businesses: 10 }),
        faqs: [
          anFaq({ question: 'How do loyalty steps work?', answerHtml: '<p>Three steps.</p>' }),
        ],
      },
    });
    const { container } = renderApp('/about-us', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const counters = screen.getByRole('list', { name: 'In numbers' });
    expect(within(counters).getByText('businesses')).toBeInTheDocument();
    expect(await within(counters).findByText('2')).toBeInTheDocument();
    expect(within(counters).getByText('native apps')).toBeInTheDocument();
    expect(within(counters).getByText('UK')).toBeInTheDocument();
    expect(within(counters).getByText('2022')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we do' })).toBeInTheDocument();
    // The brand is the site's setting, never hard-coded.
    expect(await screen.findByText(/^StepUp Vouchers is a marketplace where/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('states the same number of businesses as the business page: one figure, not the count', async () => {
    // The API's count of approved companies (10 in the demo) once showed here beside the
    // business page's 230+.
    const { client } = fakeApi({ content: { about: aboutFacts({ businesses: 10 }) } });
    renderApp('/about-us', client);
    const counters = await screen.findByRole('list', { name: 'In numbers' });
    const businesses = within(counters).getByText('businesses').closest('li')!;
    await within(counters).findByText('2022');
    expect(businesses).toHaveTextContent(`${BUSINESSES_FIGURE}businesses`);
    expect(businesses).not.toHaveTextContent(/^10/);
    cleanup();

    renderApp('/business', fakeApi().client);
    await screen.findByRole('heading', { level: 1, name: /Sell vouchers/ });
    expect(
      screen.getByText(BUSINESSES_FIGURE, { selector: '.biz-hero__figures strong' }),
    ).toBeInTheDocument();
    expect(BUSINESSES_FIGURE).toBe('230+');
  });

  it('lists the FAQs under #faqs, each opening to its answer', async () => {
    const user = userEvent.setup();
    // jsdom has no layout: the layout scrolls to the #faqs anchor.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { client } = fakeApi({
      content: {
        faqs: [anFaq({ question: 'Can I send a voucher as a gift?', answerHtml: '<p>Yes.</p>' })],
      },
    });
    const { container } = renderApp('/about-us#faqs', client);
    const question = await screen.findByText('Can I send a voucher as a gift?');
    const faqs = container.querySelector('#faqs');
    expect(faqs).toContainElement(question);
    // The questions arrive after the address changed: the page brings #faqs into view itself.
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(faqs));
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Yes.')).toBeInTheDocument();
  });
});
