import { vi } from 'vitest';
import { createApiClient } from '@stepup/contracts';
import type { ApiClient, CampaignSummary, Category, SiteSettings } from '@stepup/contracts';
import { siteSettings } from './fixtures';

export interface FakeApiData {
  site?: SiteSettings;
  categories?: Category[];
  /** All campaigns, or an answer per request (to check what the app asked for). */
  campaigns?: CampaignSummary[] | ((query: URLSearchParams) => CampaignSummary[]);
  campaign?: (id: string) => CampaignSummary | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * An API client whose fetch answers like the server, from in-memory data. `fetch` is a spy, so
 * tests can check the requests the app made.
 */
export function fakeApi(data: FakeApiData = {}): {
  client: ApiClient;
  fetch: ReturnType<typeof vi.fn>;
} {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/site') return json(200, data.site ?? siteSettings());
    if (path === '/api/categories') return json(200, { categories: data.categories ?? [] });
    if (path === '/api/campaigns') {
      const list =
        typeof data.campaigns === 'function'
          ? data.campaigns(url.searchParams)
          : (data.campaigns ?? []);
      return json(200, { campaigns: list });
    }
    const one = /^\/api\/campaigns\/([^/]+)$/.exec(path);
    if (one) {
      const id = decodeURIComponent(one[1] ?? '');
      const campaign =
        data.campaign?.(id) ??
        (Array.isArray(data.campaigns) ? data.campaigns.find((c) => c.id === id) : undefined);
      return campaign
        ? json(200, { campaign })
        : json(404, { error: { code: 'not_found', message: 'Campaign not found' } });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return { client: createApiClient({ fetch }), fetch };
}
