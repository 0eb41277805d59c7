import type { AdminImage } from '@stepup/contracts';
import {
  ADMIN_IMAGE_RULES,
  NO_IMAGE_SELECTED,
  checkAdminImageSize,
  type AdminImageKind,
} from '@stepup/domain';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { storeWebImage, type ImageVariant } from '../../providers/images/web-images';

/**
 * The web-sized variants of each admin picture (WebP; the first is the one shown). Story, category
 * and perk pictures are cut to the cards' 2:1; logos, icons and favicons keep their whole shape.
 */
const VARIANTS: Record<AdminImageKind, ImageVariant[]> = {
  story: [
    { width: 1080, height: 540, fit: 'cover' },
    { width: 540, height: 270, fit: 'cover' },
  ],
  'category-image': [
    { width: 1080, height: 540, fit: 'cover' },
    { width: 540, height: 270, fit: 'cover' },
  ],
  'category-icon': [{ width: 96, height: 96, fit: 'inside' }],
  logo: [
    { width: 400, height: 400, fit: 'inside' },
    { width: 160, height: 160, fit: 'inside' },
  ],
  favicon: [
    { width: 192, height: 192, fit: 'inside' },
    { width: 32, height: 32, fit: 'inside' },
  ],
  'press-logo': [{ width: 400, height: 200, fit: 'inside' }],
  perk: [
    { width: 800, height: 400, fit: 'cover' },
    { width: 400, height: 200, fit: 'cover' },
  ],
  'gift-design': [
    { width: 1080, height: 540, fit: 'cover' },
    { width: 540, height: 270, fit: 'cover' },
  ],
};

/** Uploads per admin and per address: a day of editing stays far below them. */
export const adminImageRateRules = {
  perIp: { name: 'admin-image-upload:ip', limit: 120, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admin-image-upload:account', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * An admin uploads a picture for content, branding or a perk: write permission on the kind's area
 * first, then the limits, then the pixels (docs/product.md#content-management). The answer is
 * only an address: nothing shows it until a story, category, brand, press item or perk saves it.
 */
export async function uploadAdminImage(
  ctx: AppContext,
  actor: Actor,
  { kind, readUpload }: { kind: AdminImageKind; readUpload: () => Promise<Buffer | null> },
): Promise<AdminImage> {
  const admin = requireAdmin(actor, `${ADMIN_IMAGE_RULES[kind].area}:write`);
  await ctx.limiter.hit(adminImageRateRules.perIp, actor.ip);
  await ctx.limiter.hit(adminImageRateRules.perAdmin, admin.user.id);
  const upload = await readUpload();
  if (!upload || upload.length === 0) throw invalidField('image', NO_IMAGE_SELECTED);
  const stored = await storeWebImage(ctx.storage, upload, {
    keyPrefix: `admin/${kind}`,
    variants: VARIANTS[kind],
    checkSize: (size) => checkAdminImageSize(kind, size),
  });
  return { url: stored.url, width: stored.width, height: stored.height };
}
