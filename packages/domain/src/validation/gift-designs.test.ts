import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../index';
import {
  GIFT_DESIGN_CATEGORY_NAME_REQUIRED,
  GIFT_DESIGN_CATEGORY_REQUIRED,
  GIFT_DESIGN_IMAGE_REQUIRED,
  GIFT_DESIGN_NAME_REQUIRED,
  GIFT_DESIGN_NAME_TOO_LONG,
} from '../messages';
import { giftDesignCategoryFormSchema, giftDesignFormSchema } from './gift-designs';

describe('the gift design forms', () => {
  it('needs a design’s name, category and artwork, each with its own message', () => {
    expect(
      fieldErrors(giftDesignFormSchema, { name: ' ', categoryId: '', imageUrl: null }),
    ).toEqual({
      name: GIFT_DESIGN_NAME_REQUIRED,
      categoryId: GIFT_DESIGN_CATEGORY_REQUIRED,
      imageUrl: GIFT_DESIGN_IMAGE_REQUIRED,
    });
    expect(
      fieldErrors(giftDesignFormSchema, {
        name: 'Balloons',
        categoryId: 'c1',
        imageUrl: '/files/admin/gift-design-1.webp',
      }),
    ).toEqual({});
  });

  it('refuses a name over 60 characters and artwork at a javascript: address', () => {
    const found = fieldErrors(giftDesignFormSchema, {
      name: 'x'.repeat(61),
      categoryId: 'c1',
      imageUrl: 'javascript:alert(1)',
    });
    expect(found.name).toBe(GIFT_DESIGN_NAME_TOO_LONG);
    expect(found.imageUrl).toBeDefined();
    expect(fieldErrors(giftDesignCategoryFormSchema, { name: '' })).toEqual({
      name: GIFT_DESIGN_CATEGORY_NAME_REQUIRED,
    });
  });
});
