import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIGITS_ONLY } from '@stepup/domain';
import { fakeApi } from '../../../testing/fake-api';
import { siteSettings } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('business marketing page', () => {
  it('has the hero, comparison, calculator, case study, statistics, steps, connections and FAQs', async () => {
    const { client } = fakeApi();
    const { container } = renderApp('/business', client);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sell vouchers, build loyalty, keep every penny',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Typical competitors' }));
    expect(
      within(table).getByRole('row', { name: /Commission on standard vouchers 0% 30% to 50%/ }),
    );
    expect(screen.getByText('230+', { selector: '.biz-hero__figures strong' })).toBeInTheDocument();
    expect(screen.getByText('0%', { selector: '.biz-hero__figures strong' })).toBeInTheDocument();
    expect(screen.getByText('growth of the UK gift card market in 2024')).toBeInTheDocument();
    expect(screen.getByText('11%')).toBeInTheDocument();
    expect(screen.getByText('of gift cards are now bought digitally')).toBeInTheDocument();
    expect(screen.getByText('50%+')).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent(/didn't pay a penny/);
    for (const method of [
      'Shopify',
      'WooCommerce',
      'Manual in-store',
      'Multi-site group',
      'Custom',
    ])
      expect(screen.getByRole('heading', { level: 3, name: method })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(container.querySelector('#faqs')).toHaveTextContent('Is it really free?');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("'Create Business Account' goes to the business site's sign-up, in the page and the header", async () => {
    const { client } = fakeApi();
    renderApp('/business', client);
    await screen.findByRole('heading', { level: 1 });
    const signUp = new URL('/signup', siteSettings().businessUrl).toString();
    await waitFor(() => {
      const links = screen.getAllByRole('link', { name: 'Create Business Account' });
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(link).toHaveAttribute('href', signUp);
    });
    expect(screen.queryByRole('link', { name: "I'm a Business" })).not.toBeInTheDocument();
  });
});

describe('savings calculator', () => {
  it('starts at 15000 / 15% / 1000 and shows earnings with others = sales − commission − fees', async () => {
    const { client } = fakeApi();
    renderApp('/business', client);
    expect(await screen.findByRole('textbox', { name: /Your voucher sales/ })).toHaveValue('15000');
    expect(screen.getByRole('slider', { name: 'Commission charged by others' })).toHaveValue('15');
    expect(screen.getByRole('textbox', { name: /Other fees/ })).toHaveValue('1000');
    expect(figure('savings-commission')).toBe('£2,250.00');
    expect(figure('savings-others')).toBe('£11,750.00');
    expect(figure('savings-us')).toBe('£15,000.00');
    expect(figure('savings-keep')).toBe('£3,250.00 more');
  });

  it('recalculates as the user types, keeping digits only', async () => {
    const user = userEvent.setup();
    const { client } = fakeApi();
    renderApp('/business', client);
    const sales = await screen.findByRole('textbox', { name: /Your voucher sales/ });
    await user.clear(sales);
    expect(sales).toHaveAccessibleDescription(expect.stringContaining(DIGITS_ONLY));
    await user.type(sales, '20a');
    expect(sales).toHaveValue('20');
    expect(screen.getByText(DIGITS_ONLY)).toBeInTheDocument();
    await user.type(sales, '000');
    expect(sales).toHaveValue('20000');
    const fees = screen.getByRole('textbox', { name: /Other fees/ });
    await user.clear(fees);
    await user.type(fees, '500');
    expect(screen.queryByText(DIGITS_ONLY)).not.toBeInTheDocument();
    expect(figure('savings-commission')).toBe('£3,000.00');
    expect(figure('savings-others')).toBe('£16,500.00');
    expect(figure('savings-keep')).toBe('£3,500.00 more');
  });

  it('moves commission on a 0–100 slider', async () => {
    const { client } = fakeApi();
    renderApp('/business', client);
    const slider = await screen.findByRole('slider', { name: 'Commission charged by others' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    fireEvent.change(slider, { target: { value: '100' } });
    expect(slider).toHaveValue('100');
    expect(figure('savings-others')).toBe('-£1,000.00');
  });
});
