import { z } from 'zod';
import {
  IMAGE_TOO_LARGE,
  INVALID_FORMAT,
  IMAGE_TOO_SMALL,
  INVALID_TRADING_NAME,
  INVALID_WEBSITE_FORMAT,
  LOGO_TOO_SMALL,
} from '../messages';
import { isValidEmail, requiredText } from './shared';

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

/** Longest description kept (the campaign page shows it in full). Not in the spec. */
export const DESCRIPTION_MAX_LENGTH = 2000;

/**
 * A Companies House number: eight characters, digits or a two-letter prefix (SC, NI, OC…) and
 * six digits. Spaces are ignored and letters upper-cased.
 */
export function normaliseCompanyNumber(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^(?:\d{8}|[A-Z]{2}\d{6})$/.test(compact) ? compact : null;
}

/** A UK postcode (outward and inward parts), as 'SW1A 1AA'; null when it is not one. */
export function normalisePostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** A UK telephone number as people write it: 10 or 11 digits from 0, or +44 and 9–10 digits. */
export function isValidUkPhone(text: string): boolean {
  const compact = text.replace(/[\s\-()]/g, '');
  return /^(?:0\d{9,10}|\+44\d{9,10})$/.test(compact);
}

/** Optional text: blank becomes null; otherwise `check` maps it (null = 'Invalid format'). */
function optionalText(check: (text: string) => string | null = (t) => t, max = 200) {
  return z
    .string({ error: INVALID_FORMAT })
    .max(max, INVALID_FORMAT)
    .nullish()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      const checked = check(text);
      if (checked === null) {
        ctx.addIssue({ code: 'custom', message: INVALID_FORMAT });
        return z.NEVER;
      }
      return checked;
    });
}

/**
 * The company's basic information (docs/product.md#basic-information-and-images): trading name and website required, the rest optional
 * here (the onboarding checklist says what a campaign request still needs). Compliance data is
 * the company number and the registered address.
 */
export const basicInformationSchema = z.object({
  tradingName: requiredText(INVALID_TRADING_NAME).pipe(z.string().max(120, INVALID_TRADING_NAME)),
  website: websiteSchema,
  description: optionalText(undefined, DESCRIPTION_MAX_LENGTH),
  categoryId: optionalText(undefined, 100),
  registeredNumber: optionalText(normaliseCompanyNumber),
  addressLine1: optionalText(),
  addressLine2: optionalText(),
  city: optionalText(),
  postcode: optionalText(normalisePostcode),
  contactEmail: optionalText((t) => (isValidEmail(t) ? t : null)),
  contactPhone: optionalText((t) => (isValidUkPhone(t) ? t : null)),
});

export type BasicInformationInput = z.input<typeof basicInformationSchema>;
export type BasicInformation = z.output<typeof basicInformationSchema>;
