import { z } from 'zod';
import { ukDateKey } from '../uk-time';
import {
  CAMPAIGN_NAME_REQUIRED,
  EXPIRY_REQUIRED,
  FACE_VALUE_2_ABOVE_1,
  FACE_VALUE_3_ABOVE_2,
  FACE_VALUE_MULTIPLE,
  FACE_VALUE_RANGE,
  START_DATE_IN_PAST,
  START_DATE_REQUIRED,
  STEP_2_ABOVE_1,
  STEP_3_ABOVE_2,
  STEP_DISCOUNT_MAX,
  STEP_DISCOUNT_MIN,
  STEP_DISCOUNT_MULTIPLE,
  TERMS_NOT_ACCEPTED,
  TOTAL_VALUE_RANGE,
} from '../messages';
import { requiredText } from './shared';

export const FACE_VALUE_MIN_PENCE = 1_000;
export const FACE_VALUE_MAX_PENCE = 100_000;
export const FACE_VALUE_STEP_PENCE = 500;
/** Each voucher is at least £5 above the one before, so the three slots are distinct prices. */
export const FACE_VALUE_GAP_PENCE = 500;
export const STEP_DISCOUNT_MULTIPLE_OF = 5;
/** The catalogue shows both 5 and 10 as the minimum; we take 5 so a gentle first step is possible. */
export const STEP_DISCOUNT_MIN_PERCENT = 5;
export const STEP_DISCOUNT_MAX_PERCENT = 90;
export const STEP_DISCOUNT_GAP = 5;
export const TOTAL_VALUE_MIN_PENCE = 100_000;
export const TOTAL_VALUE_MAX_PENCE = 100_000_000;
/** The expiry timeframes a company chooses from (years from purchase); the database allows 1–10. */
export const EXPIRY_YEARS_OPTIONS = [1, 2, 3, 4, 5] as const;
export const EXPIRY_YEARS_MAX = 10;

type Triple = readonly [number, number, number];

export interface FieldIssue {
  /** Index of the voucher or step the message is about (0-based). */
  index: number;
  message: string;
}

/** The first problem with the three voucher values (pence), in the order of docs/product.md, or null. */
export function checkFaceValues(faceValuesPence: Triple): FieldIssue | null {
  for (const [index, face] of faceValuesPence.entries()) {
    if (!Number.isInteger(face) || face < FACE_VALUE_MIN_PENCE || face > FACE_VALUE_MAX_PENCE) {
      return { index, message: FACE_VALUE_RANGE };
    }
    if (face % FACE_VALUE_STEP_PENCE !== 0) return { index, message: FACE_VALUE_MULTIPLE };
  }
  const [v1, v2, v3] = faceValuesPence;
  if (v2 < v1 + FACE_VALUE_GAP_PENCE) return { index: 1, message: FACE_VALUE_2_ABOVE_1 };
  if (v3 < v2 + FACE_VALUE_GAP_PENCE) return { index: 2, message: FACE_VALUE_3_ABOVE_2 };
  return null;
}

/** The first problem with the three step discounts (percent), or null. */
export function checkStepDiscounts(discounts: Triple): FieldIssue | null {
  for (const [index, d] of discounts.entries()) {
    if (!Number.isInteger(d) || d % STEP_DISCOUNT_MULTIPLE_OF !== 0) {
      return { index, message: STEP_DISCOUNT_MULTIPLE };
    }
    if (d > STEP_DISCOUNT_MAX_PERCENT) return { index, message: STEP_DISCOUNT_MAX };
    if (d < STEP_DISCOUNT_MIN_PERCENT) return { index, message: STEP_DISCOUNT_MIN };
  }
  const [d1, d2, d3] = discounts;
  if (d2 < d1 + STEP_DISCOUNT_GAP) return { index: 1, message: STEP_2_ABOVE_1 };
  if (d3 < d2 + STEP_DISCOUNT_GAP) return { index: 2, message: STEP_3_ABOVE_2 };
  return null;
}

/** Total value (each step's budget) £1,000–£1,000,000, or null when fine. */
export function checkTotalValue(totalValuePence: number): string | null {
  const ok =
    Number.isInteger(totalValuePence) &&
    totalValuePence >= TOTAL_VALUE_MIN_PENCE &&
    totalValuePence <= TOTAL_VALUE_MAX_PENCE;
  return ok ? null : TOTAL_VALUE_RANGE;
}

/**
 * "Not in the past" is judged by the UK calendar day: a campaign may start today, whatever the
 * hour, and a start time earlier today is not "in the past".
 */
export function isStartDateInPast(startDate: Date, now: Date): boolean {
  return ukDateKey(startDate) < ukDateKey(now);
}

const number = (message: string) => z.number({ error: message });

// Each field carries its own checks (cross-voucher and cross-step ones included) so zod reports
// them in field order, which is the order of docs/product.md#campaign-rules.
const faceValuesSchema = z
  .tuple([number(FACE_VALUE_RANGE), number(FACE_VALUE_RANGE), number(FACE_VALUE_RANGE)], {
    error: FACE_VALUE_RANGE,
  })
  .superRefine((faces, ctx) => {
    const issue = checkFaceValues(faces);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.index] });
  });

const discountsSchema = z
  .tuple(
    [
      number(STEP_DISCOUNT_MULTIPLE),
      number(STEP_DISCOUNT_MULTIPLE),
      number(STEP_DISCOUNT_MULTIPLE),
    ],
    { error: STEP_DISCOUNT_MULTIPLE },
  )
  .superRefine((discounts, ctx) => {
    const issue = checkStepDiscounts(discounts);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.index] });
  });

/** The whole campaign request, checked in the order of docs/product.md#campaign-rules; `now` decides what "the past" is. */
export function campaignRequestSchema(now: Date) {
  return z.object({
    faceValuesPence: faceValuesSchema,
    discounts: discountsSchema,
    totalValuePence: number(TOTAL_VALUE_RANGE).refine((v) => checkTotalValue(v) === null, {
      error: TOTAL_VALUE_RANGE,
    }),
    name: requiredText(CAMPAIGN_NAME_REQUIRED),
    expiryYears: number(EXPIRY_REQUIRED)
      .int(EXPIRY_REQUIRED)
      .positive(EXPIRY_REQUIRED)
      .max(EXPIRY_YEARS_MAX, EXPIRY_REQUIRED),
    startDate: z.coerce
      .date({ error: START_DATE_REQUIRED })
      .refine((d) => !isStartDateInPast(d, now), { error: START_DATE_IN_PAST }),
    termsAccepted: z.literal(true, { error: TERMS_NOT_ACCEPTED }),
  });
}

export type CampaignRequestInput = z.input<ReturnType<typeof campaignRequestSchema>>;

/** How names are compared for "unique per company": trimmed, case and inner spacing ignored. */
export function campaignNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether `name` is already one of the company's standing campaigns' names. */
export function isCampaignNameTaken(name: string, standingNames: readonly string[]): boolean {
  const key = campaignNameKey(name);
  return key !== '' && standingNames.some((n) => campaignNameKey(n) === key);
}

/** What a company must have in place before it can request a campaign (docs/product.md#campaign-prerequisites), in that order. */
export const CAMPAIGN_PREREQUISITES = [
  'websiteConnection',
  'paymentsConnection',
  'companyData',
  'complianceData',
  'primaryImage',
  'logo',
  'category',
  'website',
  'description',
] as const;
export type CampaignPrerequisite = (typeof CAMPAIGN_PREREQUISITES)[number];

export function missingCampaignPrerequisites(
  done: Partial<Record<CampaignPrerequisite, boolean>>,
): CampaignPrerequisite[] {
  return CAMPAIGN_PREREQUISITES.filter((p) => !done[p]);
}
