import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_AVAILABLE, UPDATE_RELOAD } from '@stepup/domain';
import { UpdateBanner } from './update-banner';

describe('the update banner', () => {
  it('says nothing while the site is current', () => {
    render(<UpdateBanner show={false} onReload={() => undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers a reload when a new version waits', async () => {
    const onReload = vi.fn();
    const { container } = render(<UpdateBanner show onReload={onReload} />);
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_AVAILABLE);
    await userEvent.click(screen.getByRole('button', { name: UPDATE_RELOAD }));
    expect(onReload).toHaveBeenCalledOnce();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
