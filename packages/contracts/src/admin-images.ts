import { z } from 'zod';
import { adminImageKinds } from '@stepup/domain';

/** POST /api/admin/images/:kind: which picture an admin uploads (docs/product.md#content-management). */
export const adminImageKindSchema = z.enum(adminImageKinds);
export const adminImageParamsSchema = z.object({ kind: adminImageKindSchema });

/** The stored picture: its address, to be saved with the story, category, brand, press item or perk. */
export const adminImageSchema = z.object({
  image: z.object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type AdminImage = z.infer<typeof adminImageSchema>['image'];
