import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import {
  Alert,
  Button,
  buttonClassName,
  EmptyState,
  PageTitle,
  Preloader,
  SkipLink,
  Spinner,
  TextField,
  VisuallyHidden,
} from './index';

describe('ui components', () => {
  it('labels every text field and links its error', () => {
    render(<TextField label="Email" type="email" error="Missing email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Missing email');
  });

  it('gives danger alerts role alert and others role status', () => {
    render(
      <>
        <Alert tone="danger">Login credentials are incorrect</Alert>
        <Alert tone="info">Heads up</Alert>
        <Alert tone="success">Update successful</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login credentials are incorrect');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Heads up',
      'Update successful',
    ]);
  });

  it('names spinners and preloaders', () => {
    render(
      <>
        <Spinner label="Saving" />
        <Preloader label="Loading vouchers" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading vouchers' })).toBeInTheDocument();
  });

  it('buttons default to type button and call onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="link" onClick={onClick}>
        Load more
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button--link');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(buttonClassName({ variant: 'secondary', block: true })).toBe(
      'ui-button ui-button--secondary ui-button--block',
    );
  });

  it('renders titles, empty states, skip links and hidden text without axe violations', async () => {
    const { container } = render(
      <>
        <SkipLink />
        <main id="main">
          <PageTitle breadcrumb={[<a href="/">Home</a>, 'Details']} lead="One line">
            Voucher Campaign Details
          </PageTitle>
          <EmptyState headingLevel={2} title="No vouchers yet" action={<Button>Show all</Button>}>
            Try another category.
          </EmptyState>
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
        </main>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Voucher Campaign Details');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
