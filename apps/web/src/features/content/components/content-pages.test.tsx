import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { aPage } from '../../../testing/fake-content';
import { axeViolations, renderApp } from '../../../testing/render-app';

const pages = [
  aPage({ id: 'webCookies', slug: 'cookies', title: 'Cookie Policy' }),
  aPage({ id: 'webTC', slug: 'terms', title: 'Terms & Conditions' }),
  aPage({ id: 'webPrivacy', slug: 'privacy', title: 'Privacy Policy' }),
  aPage({ id: 'businessTC', slug: 'business-terms', title: 'Business Terms of Service' }),
  aPage({ id: 'businessPrivacy', slug: 'business-privacy', title: 'Business Privacy Notice' }),
  aPage({
    id: 'appTC',
    slug: 'app-terms',
    title: 'Customer Terms & Conditions',
    html: '<h2>Terms for customers</h2><p>Vouchers are bought from the <a href="https://shop.example/">business</a>.</p>',
  }),
  aPage({ id: 'appPrivacy', slug: 'app-privacy', title: 'Customer Privacy Policy' }),
];

describe('stored content pages', () => {
  it.each([
    ['/cookies', 'Cookie Policy'],
    ['/business-t-and-c', 'Business Terms of Service'],
    ['/business-privacy-policy', 'Business Privacy Notice'],
    ['/app-t-and-c', 'Customer Terms & Conditions'],
    ['/app-privacy-policy', 'Customer Privacy Policy'],
  ])('%s shows the stored page %s as rich text', async (path, title) => {
    const { client, fetch } = fakeApi({ content: { pages } });
    const { container } = renderApp(path, client);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated')).toHaveTextContent('Last updated 12 March 2025');
    expect(screen.getByRole('heading', { level: 2, name: /Heading|Terms for customers/ }));
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    const id = pages.find((p) => p.title === title)!.id;
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/pages/${id}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the stored links of the rich text', async () => {
    const { client } = fakeApi({ content: { pages } });
    renderApp('/app-t-and-c', client);
    expect(await screen.findByRole('link', { name: 'business' })).toHaveAttribute(
      'href',
      'https://shop.example/',
    );
  });

  it.each([
    ['/terms', 'terms', 'Terms & Conditions'],
    ['/privacy', 'privacy', 'Privacy Policy'],
  ])('%s loads the footer page by slug with a Home breadcrumb', async (path, slug, title) => {
    const { client, fetch } = fakeApi({ content: { pages } });
    const { container } = renderApp(path, client);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/pages/by-slug/${slug}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the page is not stored, with a way on', async () => {
    const { client } = fakeApi({ content: { pages: [] } });
    renderApp('/cookies', client);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
  });

  it('shows the error and a retry when the server fails', async () => {
    const { client } = fakeApi({ content: { failWith: 500 } });
    renderApp('/terms', client);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
