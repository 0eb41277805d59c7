import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadBar } from './page-load-bar';
import { Preloader } from './spinner';

function renderBar(loading: boolean) {
  const queryClient = new QueryClient();
  const ui = (on: boolean) => (
    <QueryClientProvider client={queryClient}>
      <PageLoadBar />
      {on ? <Preloader label="Loading page" /> : <p>Page</p>}
    </QueryClientProvider>
  );
  const utils = render(ui(loading));
  return { ...utils, setLoading: (on: boolean) => utils.rerender(ui(on)) };
}

const bar = () => screen.getByRole('progressbar', { name: 'Loading page' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('PageLoadBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps through the timings of docs/product.md while a preloader is shown: 1, 5, 10, 12, 20, 100', () => {
    renderBar(true);
    expect(bar()).toHaveAttribute('aria-valuenow', '1');
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    advance(500);
    expect(bar()).toHaveAttribute('aria-valuenow', '5');
    advance(500);
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    advance(500);
    expect(bar()).toHaveAttribute('aria-valuenow', '12');
    advance(500);
    expect(bar()).toHaveAttribute('aria-valuenow', '20');
    advance(400);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(300);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('jumps to 100% when the page has loaded, then goes away', () => {
    const { setLoading } = renderBar(true);
    advance(600);
    expect(bar()).toHaveAttribute('aria-valuenow', '5');
    setLoading(false);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(300);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows nothing while nothing loads', () => {
    renderBar(false);
    advance(3000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
