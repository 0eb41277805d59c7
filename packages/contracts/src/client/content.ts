import {
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
    page: (id: string) => request(contentPageResponseSchema, `/pages/${encodeURIComponent(id)}`),
    pageBySlug: (slug: string) =>
      request(contentPageResponseSchema, `/pages/by-slug/${encodeURIComponent(slug)}`),
    stories: () => request(storyListSchema, '/stories'),
    story: (id: string) => request(storyResponseSchema, `/stories/${encodeURIComponent(id)}`),
    press: () => request(pressListSchema, '/press'),
    faqs: () => request(faqListSchema, '/faqs'),
    about: () => request(aboutFactsSchema, '/about'),
  };
}
