import { z } from 'zod';
import {
  adminPageDetailSchema,
  adminPageListSchema,
  adminStoryListSchema,
  adminStoryResponseSchema,
  richTextPreviewSchema,
} from '../admin-content-pages';
import type { PageSaveRequest, StorySaveRequest } from '../admin-content-pages';
import { json } from './http';
import type { Transport } from './http';

const id = encodeURIComponent;

/** The admin area's stored pages (with their versions) and Our Stories. */
export function adminContentPagesApi({ request, post }: Transport) {
  return {
    pages: () => request(adminPageListSchema, '/admin/pages'),
    page: (pageId: string) => request(adminPageDetailSchema, `/admin/pages/${id(pageId)}`),
    /** Saves title and text (sanitised by the server) as a new version; answers the page as saved. */
    savePage: (pageId: string, body: PageSaveRequest) =>
      request(adminPageDetailSchema, `/admin/pages/${id(pageId)}`, json('PUT', body)),
    /** An earlier version becomes the page's text again, as a new version. */
    restorePageVersion: (pageId: string, versionId: string) =>
      post(
        adminPageDetailSchema,
        `/admin/pages/${id(pageId)}/versions/${id(versionId)}/restore`,
        {},
      ),
    /** The text as the server would store and serve it (the editor's preview). */
    previewRichText: (html: string) =>
      post(richTextPreviewSchema, '/admin/rich-text/preview', { html }),
    stories: () => request(adminStoryListSchema, '/admin/stories'),
    story: (storyId: string) => request(adminStoryResponseSchema, `/admin/stories/${id(storyId)}`),
    createStory: (body: StorySaveRequest) => post(adminStoryResponseSchema, '/admin/stories', body),
    updateStory: (storyId: string, body: StorySaveRequest) =>
      request(adminStoryResponseSchema, `/admin/stories/${id(storyId)}`, json('PUT', body)),
    setStoryPublished: (storyId: string, published: boolean) =>
      request(
        adminStoryResponseSchema,
        `/admin/stories/${id(storyId)}`,
        json('PATCH', { published }),
      ),
    deleteStory: (storyId: string) =>
      request(z.null(), `/admin/stories/${id(storyId)}`, { method: 'DELETE' }),
  };
}
