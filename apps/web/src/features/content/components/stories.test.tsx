import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aStory } from '../../../testing/fake-content';
import { axeViolations, renderApp } from '../../../testing/render-app';

const cafe = aStory({
  id: 'blog-cafe',
  header: 'How a Bath café turned regulars into a loyalty ladder',
  publishedAt: '2025-11-09T10:00:00.000Z',
  imageUrl: '/files/seed/story-1.webp',
  html: '<p>Maria wanted to thank her regulars.</p><blockquote><p>The steps work.</p></blockquote>',
});
const bakery = aStory({
  id: 'blog-bakery',
  header: 'Meet the makers',
  publishedAt: '2025-08-28T23:30:00.000Z',
});

describe('Our Stories', () => {
  it('lists each story with its image, long date and header linking to /our-stories/{blogId}', async () => {
    const { client } = fakeApi({ content: { stories: [cafe, bakery] } });
    const { container } = renderApp('/our-stories', client);
    const link = await screen.findByRole('link', { name: cafe.header });
    expect(link).toHaveAttribute('href', '/our-stories/blog-cafe');
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('.story-grid'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('9 November 2025')).toBeInTheDocument();
    // 23:30 UTC in summer is the next day in London.
    expect(within(items[1]!).getByText('29 August 2025')).toBeInTheDocument();
    expect(container.querySelector('img[src="/files/seed/story-1.webp"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what to do when there are no stories', async () => {
    const { client } = fakeApi({ content: { stories: [] } });
    renderApp('/our-stories', client);
    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
  });

  it('shows one story: header, date, image and its rich text', async () => {
    const { client } = fakeApi({ content: { stories: [cafe, bakery] } });
    const { container } = renderApp('/our-stories/blog-cafe', client);
    expect(await screen.findByRole('heading', { level: 1, name: cafe.header })).toBeInTheDocument();
    expect(screen.getByText('9 November 2025').tagName).toBe('TIME');
    expect(screen.getByText('Maria wanted to thank her regulars.')).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent('The steps work.');
    expect(container.querySelector('img.story__image')).toHaveAttribute(
      'src',
      '/files/seed/story-1.webp',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Our Stories' })).toHaveAttribute(
      'href',
      '/our-stories',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the story is not available for an unknown id', async () => {
    const { client } = fakeApi({ content: { stories: [cafe] } });
    renderApp('/our-stories/nope', client);
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all stories' })).toHaveAttribute(
      'href',
      '/our-stories',
    );
  });
});
