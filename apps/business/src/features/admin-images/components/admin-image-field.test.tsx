import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@stepup/ui';
import type { AdminImageKind } from '@stepup/domain';
import { apiError, axeViolations, fakeClient } from '../../../testing/render-app';
import type { FakeData } from '../../../testing/render-app';
import { AdminImageField } from './admin-image-field';

/** The field inside a form that keeps the address, as a story or perk form does. */
function Form({ kind, initial = null }: { kind: AdminImageKind; initial?: string | null }) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <form aria-label="Story">
      <AdminImageField label="Story picture" kind={kind} value={url} onChange={setUrl} />
      <output aria-label="Saved address">{url ?? 'none'}</output>
    </form>
  );
}

function renderField(kind: AdminImageKind, api: FakeData['api'], initial: string | null = null) {
  const client = fakeClient({ api });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <AppProviders apiClient={client} queryClient={queryClient}>
      <Form kind={kind} initial={initial} />
    </AppProviders>,
  );
  return { ...utils, fetch: client.fetch };
}

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'cake.png', { type: 'image/png' });

describe('AdminImageField', () => {
  it('uploads the chosen file at once and hands the form its address', async () => {
    const { container, fetch } = renderField('story', (method, path) =>
      method === 'POST' && path === '/api/admin/images/story'
        ? {
            status: 201,
            body: { image: { url: '/files/admin/story-1.webp', width: 1600, height: 800 } },
          }
        : undefined,
    );
    expect(screen.getByText('No picture')).toBeInTheDocument();
    expect(screen.getByText(/At least 540 × 270 px/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Story picture'), file());
    await waitFor(() =>
      expect(screen.getByLabelText('Saved address')).toHaveTextContent('/files/admin/story-1.webp'),
    );
    expect(screen.getByRole('img', { name: 'Current story picture' })).toHaveAttribute(
      'src',
      '/files/admin/story-1.webp',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/admin/images/story'))).toBe(
      true,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's refusal by the field and keeps the old picture", async () => {
    renderField(
      'favicon',
      () => apiError(422, 'validation', 'Image must be at least 32 x 32 px'),
      '/files/admin/old.webp',
    );
    await userEvent.upload(screen.getByLabelText('Story picture'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent('Image must be at least 32 x 32 px');
    expect(screen.getByLabelText('Saved address')).toHaveTextContent('/files/admin/old.webp');
    expect(screen.getByLabelText('Story picture')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the picture from the form', async () => {
    renderField('logo', () => undefined, '/files/admin/logo.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove story picture' }));
    expect(screen.getByLabelText('Saved address')).toHaveTextContent('none');
    expect(screen.getByText('No picture')).toBeInTheDocument();
  });
});
