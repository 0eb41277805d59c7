import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_ADDRESS,
  PAGE_TITLE_REQUIRED,
  STORY_DATE_REQUIRED,
  STORY_HEADER_REQUIRED,
} from './messages';
import { firstError } from './validation/shared';
import {
  isContentImageAddress,
  pageFormSchema,
  storyFormSchema,
  storyIsVisible,
  storyStatus,
} from './content-admin';

const now = new Date('2026-05-01T10:00:00Z');

describe('when customers see a story', () => {
  it('is published once its date is reached, scheduled before, and never when unpublished', () => {
    expect(storyStatus({ published: true, publishedAt: '2026-05-01T10:00:00Z' }, now)).toBe(
      'published',
    );
    expect(storyStatus({ published: true, publishedAt: '2026-05-01T10:00:01Z' }, now)).toBe(
      'scheduled',
    );
    expect(storyStatus({ published: false, publishedAt: '2020-01-01T00:00:00Z' }, now)).toBe(
      'unpublished',
    );
    expect(storyIsVisible({ published: true, publishedAt: new Date('2026-04-01') }, now)).toBe(
      true,
    );
    expect(storyIsVisible({ published: false, publishedAt: new Date('2026-04-01') }, now)).toBe(
      false,
    );
  });
});

describe('the forms of pages and stories', () => {
  it('needs a page title', () => {
    expect(firstError(pageFormSchema, { title: '  ', html: '<p>x</p>' })).toBe(PAGE_TITLE_REQUIRED);
    expect(firstError(pageFormSchema, { title: 'Terms', html: '' })).toBeNull();
  });

  it('needs a story header and date; an image is an upload or an https address', () => {
    const story = {
      header: 'A story',
      imageUrl: '/files/admin/story/a.webp',
      publishedAt: '2026-05-01T10:00:00.000Z',
      published: true,
      html: '<p>Hi</p>',
    };
    expect(firstError(storyFormSchema, story)).toBeNull();
    expect(firstError(storyFormSchema, { ...story, header: '' })).toBe(STORY_HEADER_REQUIRED);
    expect(firstError(storyFormSchema, { ...story, publishedAt: 'soon' })).toBe(
      STORY_DATE_REQUIRED,
    );
    expect(firstError(storyFormSchema, { ...story, imageUrl: 'javascript:alert(1)' })).toBe(
      CONTENT_IMAGE_ADDRESS,
    );
    expect(isContentImageAddress('https://cdn.example/a.png')).toBe(true);
    expect(isContentImageAddress('http://cdn.example/a.png')).toBe(false);
    expect(isContentImageAddress('/files/../etc"')).toBe(false);
  });
});
