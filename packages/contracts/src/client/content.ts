import type {
  aboutFactsSchema,
  contentPageResponseSchema,
  faqListSchema,
  pressListSchema,
  storyListSchema,
  storyResponseSchema,
} from '../content';
import type { Transport } from './http';

/** Stored pages, stories, press, FAQs and the About Us counters (read by anyone). */
export function contentApi({ request }: Transport) {
  return {
    page: (id: string) =>
      request<typeof contentPageResponseSchema>(`/pages/${encodeURIComponent(id)}`),
    pageBySlug: (slug: string) =>
      request<typeof contentPageResponseSchema>(`/pages/by-slug/${encodeURIComponent(slug)}`),
    stories: () => request<typeof storyListSchema>('/stories'),
    story: (id: string) =>
      request<typeof storyResponseSchema>(`/stories/${encodeURIComponent(id)}`),
    press: () => request<typeof pressListSchema>('/press'),
    faqs: () => request<typeof faqListSchema>('/faqs'),
    about: () => request<typeof aboutFactsSchema>('/about'),
  };
}
