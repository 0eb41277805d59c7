import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEY_FORMAT,
  IMAGE_ADDRESS_INVALID,
  PRESS_URL_INVALID,
  RESOURCE_VIDEO_INVALID,
} from '../messages';
import { firstError } from './shared';
import {
  categoryFormSchema,
  faqAnswerHtml,
  faqAnswerText,
  moveInOrder,
  pressFormSchema,
  resourceFormSchema,
} from './site-content';

describe('the category form', () => {
  const valid = { name: 'Food & Drink', key: 'food-drink' };
  it('takes lowercase hyphenated keys only', () => {
    expect(firstError(categoryFormSchema, valid)).toBeNull();
    for (const key of [
      'Food-drink',
      'food--drink',
      '-food',
      'food drink',
      'food_drink',
      'a'.repeat(41),
    ])
      expect(firstError(categoryFormSchema, { ...valid, key }), key).toBe(CATEGORY_KEY_FORMAT);
  });
  it('reads no widget as a filter and refuses an unknown one', () => {
    expect(categoryFormSchema.parse(valid).widget).toBeNull();
    expect(categoryFormSchema.parse({ ...valid, widget: 'unlocked' }).widget).toBe('unlocked');
    expect(firstError(categoryFormSchema, { ...valid, widget: 'banner' })).not.toBeNull();
  });
  it('refuses an image address that is neither an upload nor http(s)', () => {
    for (const iconUrl of ['javascript:alert(1)', 'data:image/png;base64,xx', 'ftp://x.test/a.png'])
      expect(firstError(categoryFormSchema, { ...valid, iconUrl })).toBe(IMAGE_ADDRESS_INVALID);
    expect(firstError(categoryFormSchema, { ...valid, iconUrl: '/files/admin/a.webp' })).toBeNull();
  });
});

describe('links', () => {
  it('lets a press article link be http(s) or blank', () => {
    const base = { title: 'A', publication: 'B' };
    expect(firstError(pressFormSchema, { ...base, url: '' })).toBeNull();
    expect(firstError(pressFormSchema, { ...base, url: 'http://paper.test/a' })).toBeNull();
    expect(firstError(pressFormSchema, { ...base, url: 'javascript:alert(1)' })).toBe(
      PRESS_URL_INVALID,
    );
  });
  it('takes https video links only', () => {
    expect(
      firstError(resourceFormSchema, { title: 'A', videoUrl: 'https://youtu.be/abc' }),
    ).toBeNull();
    for (const videoUrl of ['http://youtu.be/abc', 'youtu.be/abc', 'javascript:alert(1)'])
      expect(firstError(resourceFormSchema, { title: 'A', videoUrl })).toBe(RESOURCE_VIDEO_INVALID);
  });
});

describe('moveInOrder', () => {
  it('swaps with the neighbour, and refuses past either end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b'], 'a', 'up')).toBeNull();
    expect(moveInOrder(['a', 'b'], 'b', 'down')).toBeNull();
    expect(moveInOrder(['a'], 'x', 'down')).toBeNull();
  });
});

describe('FAQ answers as plain text', () => {
  it('become escaped paragraphs, and read back as the same text', () => {
    const text = 'First <b>line</b> & more\nnext line\n\nSecond paragraph';
    const html = faqAnswerHtml(text);
    expect(html).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt; &amp; more<br />next line</p><p>Second paragraph</p>',
    );
    expect(faqAnswerText(html)).toBe(text);
  });
});
