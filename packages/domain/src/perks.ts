import { z } from 'zod';
import { GIFTING_FEE_OVERRIDE_MAX_PENCE } from './admin-customers';
import {
  PERK_CODE_TOO_LONG,
  PERK_COMPANIES_REQUIRED,
  PERK_DATE_INVALID,
  PERK_DESCRIPTION_TOO_LONG,
  PERK_END_BEFORE_START,
  PERK_IMAGE_INVALID,
  PERK_LINK_INVALID,
  PERK_LINK_OR_CODE,
  PERK_PARTNER_REQUIRED,
  PERK_PARTNER_TOO_LONG,
  PERK_TITLE_REQUIRED,
  PERK_TITLE_TOO_LONG,
  SITE_GIFTING_FEE_RANGE,
} from './messages';
import { ukDateKey, ukDayEnd, ukDayStart } from './uk-time';
import { characterCount } from './character-count';
import { requiredText } from './validation/shared';

// The gifting price and the perks offered to companies (docs/product.md#gifting-price,
// docs/product.md#perks; issue 17).

/** The highest default gifting price: £50, as for a customer's own fee. */
export const SITE_GIFTING_FEE_MAX_PENCE = GIFTING_FEE_OVERRIDE_MAX_PENCE;

/** Why the site's gifting price cannot be set (whole pence, £0–£50); null when it can. */
export function siteGiftingFeeRefusal(pence: number): string | null {
  return Number.isInteger(pence) && pence >= 0 && pence <= SITE_GIFTING_FEE_MAX_PENCE
    ? null
    : SITE_GIFTING_FEE_RANGE;
}

export const PERK_TITLE_MAX_LENGTH = 120;
export const PERK_PARTNER_MAX_LENGTH = 120;
export const PERK_DESCRIPTION_MAX_LENGTH = 1000;
export const PERK_CODE_MAX_LENGTH = 60;
export const PERK_URL_MAX_LENGTH = 500;
/** At most this many companies may be chosen for one perk. */
export const PERK_COMPANIES_MAX = 500;

export const PERK_AUDIENCES = ['all', 'chosen'] as const;
export type PerkAudienceChoice = (typeof PERK_AUDIENCES)[number];

export type PerkStatus = 'live' | 'scheduled' | 'ended' | 'off';

/**
 * Where a perk stands at `now`: off (an admin hid it), scheduled (before its first day), ended
 * (after its last day) or live. Only live perks reach companies. `endsAt` is exclusive: the
 * midnight after the last UK day.
 */
export function perkStatus(
  perk: { enabled: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): PerkStatus {
  if (!perk.enabled) return 'off';
  if (perk.startsAt && now < perk.startsAt) return 'scheduled';
  if (perk.endsAt && now >= perk.endsAt) return 'ended';
  return 'live';
}

/** A full https:// address with a host that has a dot (no spaces). */
export function isHttpsLink(text: string): boolean {
  return /^https:\/\/([a-z0-9-]+\.)+[a-z0-9-]{2,}(:\d{1,5})?([/?#]\S*)?$/i.test(text.trim());
}

/** A picture is one of ours (an uploaded /files/ path) or an https:// address. */
const isPicture = (text: string) => /^\/files\/\S+$/.test(text) || isHttpsLink(text);

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

const ukDay = optionalText.refine((day) => day === null || ukDayStart(day) !== null, {
  message: PERK_DATE_INVALID,
});

/**
 * The perk form, checked the same in the browser and on the server, in the order it shows its
 * fields: title and partner required, a link (https) or a code or both, UK dates (both
 * included, either open), chosen companies when the audience is 'chosen'.
 */
export const perkFormSchema = z
  .object({
    title: requiredText(PERK_TITLE_REQUIRED).refine(
      (text) => characterCount(text) <= PERK_TITLE_MAX_LENGTH,
      PERK_TITLE_TOO_LONG,
    ),
    partner: requiredText(PERK_PARTNER_REQUIRED).refine(
      (text) => characterCount(text) <= PERK_PARTNER_MAX_LENGTH,
      PERK_PARTNER_TOO_LONG,
    ),
    description: z
      .string()
      .trim()
      .default('')
      .refine(
        (text) => characterCount(text) <= PERK_DESCRIPTION_MAX_LENGTH,
        PERK_DESCRIPTION_TOO_LONG,
      ),
    imageUrl: optionalText.refine(
      (url) => url === null || (url.length <= PERK_URL_MAX_LENGTH && isPicture(url)),
      PERK_IMAGE_INVALID,
    ),
    url: optionalText.refine(
      (url) => url === null || (url.length <= PERK_URL_MAX_LENGTH && isHttpsLink(url)),
      PERK_LINK_INVALID,
    ),
    code: optionalText.refine(
      (code) => code === null || characterCount(code) <= PERK_CODE_MAX_LENGTH,
      PERK_CODE_TOO_LONG,
    ),
    startsOn: ukDay,
    endsOn: ukDay,
    enabled: z.boolean().default(true),
    audience: z.enum(PERK_AUDIENCES).default('all'),
    companyIds: z.array(z.string().trim().min(1)).max(PERK_COMPANIES_MAX).default([]),
  })
  .superRefine((perk, ctx) => {
    if (perk.url === null && perk.code === null)
      ctx.addIssue({ code: 'custom', message: PERK_LINK_OR_CODE, path: ['url'] });
    if (perk.startsOn && perk.endsOn && perk.endsOn < perk.startsOn)
      ctx.addIssue({ code: 'custom', message: PERK_END_BEFORE_START, path: ['endsOn'] });
    if (perk.audience === 'chosen' && perk.companyIds.length === 0)
      ctx.addIssue({ code: 'custom', message: PERK_COMPANIES_REQUIRED, path: ['companyIds'] });
  });
export type PerkFormInput = z.input<typeof perkFormSchema>;
export type PerkForm = z.output<typeof perkFormSchema>;

/** A perk's UK days as stored instants: its first midnight, and the midnight after its last day. */
export function perkInstants(days: { startsOn: string | null; endsOn: string | null }): {
  startsAt: Date | null;
  endsAt: Date | null;
} {
  return {
    startsAt: days.startsOn ? ukDayStart(days.startsOn) : null,
    endsAt: days.endsOn ? ukDayEnd(days.endsOn) : null,
  };
}

/** The stored instants back as the UK days the admin chose (the last day included). */
export function perkDays(instants: { startsAt: Date | null; endsAt: Date | null }): {
  startsOn: string | null;
  endsOn: string | null;
} {
  return {
    startsOn: instants.startsAt ? ukDateKey(instants.startsAt) : null,
    endsOn: instants.endsAt ? ukDateKey(new Date(instants.endsAt.getTime() - 1)) : null,
  };
}
