import { z } from 'zod';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
} from '../messages';
import { requiredText } from './shared';

export type ImageKind = 'logo' | 'primary' | 'voucher';

export const IMAGE_MIN_PX: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: 100, height: 100 },
  primary: { width: 540, height: 270 },
  voucher: { width: 540, height: 270 },
};
export const IMAGE_MAX_PX = { width: 4096, height: 2160 } as const;

/** The pixel rules of an uploaded image, or null when it fits. Too small is reported first. */
export function checkImageSize(
  kind: ImageKind,
  size: { width: number; height: number },
): string | null {
  const min = IMAGE_MIN_PX[kind];
  if (size.width < min.width || size.height < min.height) {
    return kind === 'logo' ? LOGO_TOO_SMALL : IMAGE_TOO_SMALL;
  }
  if (size.width > IMAGE_MAX_PX.width || size.height > IMAGE_MAX_PX.height) return IMAGE_TOO_LARGE;
  return null;
}

/**
 * A website starts with http:// or https:// and names a real host (one with a dot), so the
 * link on the campaign page works; 'www.shop.co.uk' without a scheme is refused, not guessed.
 */
export function isValidWebsite(text: string): boolean {
  // A pattern rather than URL parsing: the domain package runs without DOM or Node globals.
  return /^https?:\/\/([a-z0-9-]+\.)+[a-z0-9-]{2,}(:\d{1,5})?([/?#]\S*)?$/i.test(text.trim());
}

export const websiteSchema = z
  .string({ error: INVALID_WEBSITE_FORMAT })
  .trim()
  .refine(isValidWebsite, INVALID_WEBSITE_FORMAT);

export const basicInformationSchema = z.object({
  tradingName: requiredText(INVALID_TRADING_NAME),
  website: websiteSchema,
});

export type BasicInformationInput = z.input<typeof basicInformationSchema>;
