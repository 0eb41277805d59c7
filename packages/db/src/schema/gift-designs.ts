import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// Gift designs (docs/product.md#gift-designs; the original specification's `templatesCategory`
// and `templates`): the pictures a buyer may choose for a gift, grouped by occasion. The design a
// gift carries is on its voucher (`vouchers.gift_design_id`, the specification's
// `templatesOrdered`). A design a gift uses is deactivated, never deleted (the key restricts it).

export const giftDesignCategories = pgTable(
  'gift_design_categories',
  {
    id: id(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gift_design_categories_name_check', sql`char_length(${t.name}) between 1 and 60`),
    index('gift_design_categories_sort_idx').on(t.sortOrder),
  ],
);

export const giftDesigns = pgTable(
  'gift_designs',
  {
    id: id(),
    categoryId: text('category_id')
      .notNull()
      .references(() => giftDesignCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The artwork (an admin upload, WebP at 1080 × 540). */
    imageUrl: text('image_url').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gift_designs_name_check', sql`char_length(${t.name}) between 1 and 60`),
    index('gift_designs_category_sort_idx').on(t.categoryId, t.sortOrder),
  ],
);
