// Pictures the admin area uploads (docs/product.md#content-management): each kind's smallest
// size, and the admin area whose write permission an upload needs.
import type { AdminArea } from './admin-permissions';
import { IMAGE_MAX_PX } from './validation/basic-information';
import { IMAGE_TOO_LARGE, imageTooSmall } from './messages';

export const adminImageKinds = [
  'story',
  'category-icon',
  'category-image',
  'logo',
  'favicon',
  'press-logo',
  'perk',
  'gift-design',
] as const;
export type AdminImageKind = (typeof adminImageKinds)[number];

interface AdminImageRule {
  /** The smallest upload taken, so the shown variant is never blown up. */
  min: { width: number; height: number };
  /** Whose write permission the upload needs. */
  area: AdminArea;
}

export const ADMIN_IMAGE_RULES: Record<AdminImageKind, AdminImageRule> = {
  story: { min: { width: 540, height: 270 }, area: 'content' },
  'category-icon': { min: { width: 48, height: 48 }, area: 'content' },
  'category-image': { min: { width: 540, height: 270 }, area: 'content' },
  logo: { min: { width: 100, height: 100 }, area: 'content' },
  favicon: { min: { width: 32, height: 32 }, area: 'content' },
  'press-logo': { min: { width: 100, height: 40 }, area: 'content' },
  perk: { min: { width: 200, height: 100 }, area: 'perks' },
  // A gift design's artwork (docs/product.md#gift-designs): shown 2:1 like a campaign's picture.
  'gift-design': { min: { width: 540, height: 270 }, area: 'gifting' },
};

/** The pixel rules of an admin upload, or null when it fits. Too small is reported first. */
export function checkAdminImageSize(
  kind: AdminImageKind,
  size: { width: number; height: number },
): string | null {
  const { min } = ADMIN_IMAGE_RULES[kind];
  if (size.width < min.width || size.height < min.height) return imageTooSmall(min);
  if (size.width > IMAGE_MAX_PX.width || size.height > IMAGE_MAX_PX.height) return IMAGE_TOO_LARGE;
  return null;
}
