import { describe, expect, it } from 'vitest';
import { ADMIN_IMAGE_RULES, adminImageKinds, checkAdminImageSize } from './admin-images';
import { IMAGE_TOO_LARGE } from './messages';

describe('checkAdminImageSize', () => {
  it('takes each kind from its smallest size up to the largest upload', () => {
    for (const kind of adminImageKinds) {
      const { min } = ADMIN_IMAGE_RULES[kind];
      expect(checkAdminImageSize(kind, min)).toBeNull();
      expect(checkAdminImageSize(kind, { width: 4096, height: 2160 })).toBeNull();
    }
  });

  it('names the smallest size of the kind when an upload is below it', () => {
    expect(checkAdminImageSize('story', { width: 539, height: 400 })).toBe(
      'Image must be at least 540 x 270 px',
    );
    expect(checkAdminImageSize('favicon', { width: 32, height: 31 })).toBe(
      'Image must be at least 32 x 32 px',
    );
  });

  it('refuses anything larger than 4096 x 2160', () => {
    expect(checkAdminImageSize('perk', { width: 4097, height: 300 })).toBe(IMAGE_TOO_LARGE);
  });

  it('needs the perks area for a perk picture and content for the rest', () => {
    expect(ADMIN_IMAGE_RULES.perk.area).toBe('perks');
    expect(adminImageKinds.filter((k) => ADMIN_IMAGE_RULES[k].area === 'content')).toHaveLength(6);
  });
});
