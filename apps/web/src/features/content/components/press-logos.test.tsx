import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@stepup/ui';
import { fakeApi } from '../../../testing/fake-api';
import { aPressItem } from '../../../testing/fake-content';
import { axeViolations } from '../../../testing/render-app';
import { PressLogos } from './press-logos';

function renderPress(press: ReturnType<typeof aPressItem>[]) {
  const { client } = fakeApi({ content: { press } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders apiClient={client} queryClient={queryClient}>
      <PressLogos />
    </AppProviders>,
  );
}

describe('press-logo carousel', () => {
  it('shows each publication once to assistive technology, linking to its article in a new tab', async () => {
    const { container } = renderPress([
      aPressItem({
        publication: 'The Indie Retailer',
        title: 'Loyalty for indies',
        url: 'https://indie.example/a',
      }),
      aPressItem({
        publication: 'Weekend Living',
        title: 'Gift ideas',
        url: 'https://weekend.example/b',
      }),
    ]);
    const link = await screen.findByRole('link', {
      name: 'The Indie Retailer: Loyalty for indies (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://indie.example/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    // The seamless loop's second copy is hidden and out of the tab order.
    const copies = container.querySelectorAll('li[aria-hidden="true"] a');
    expect(copies).toHaveLength(2);
    copies.forEach((copy) => expect(copy).toHaveAttribute('tabindex', '-1'));
    expect(screen.getByRole('heading', { name: 'As featured in' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows nothing when there is no press', async () => {
    const { container } = renderPress([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.press-logos')).toBeNull();
  });
});
