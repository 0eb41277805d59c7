import type { GiftDesignList } from '@stepup/contracts';
import { GIFT_DESIGN_UNAVAILABLE } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { invalidField } from '../../context/validate';
import { findOfferedDesigns, isDesignOffered } from './repository';

/**
 * GET /api/gift-designs: the designs a buyer may choose, grouped by category in display order
 * (a category with no active design is left out). Who may call: anyone; the answer is the same for
 * everyone and kept like the catalog's (ADR 041, ADR 056).
 */
export async function listOfferedDesigns(ctx: Pick<AppContext, 'db'>): Promise<GiftDesignList> {
  const categories: GiftDesignList['categories'] = [];
  for (const row of await findOfferedDesigns(ctx.db)) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, designs: [] };
      categories.push(category);
    }
    category.designs.push({ id: row.id, name: row.name, imageUrl: row.imageUrl });
  }
  return { categories };
}

/**
 * A purchase's chosen design, checked: unknown, inactive, or in an inactive category is refused
 * (422 on designId, GIFT_DESIGN_UNAVAILABLE). Used by purchases/create-purchase.ts.
 */
export async function checkChosenDesign(
  ctx: Pick<AppContext, 'db'>,
  designId: string | null | undefined,
): Promise<void> {
  if (!designId) return;
  if (!(await isDesignOffered(ctx.db, designId))) {
    throw invalidField('designId', GIFT_DESIGN_UNAVAILABLE);
  }
}
