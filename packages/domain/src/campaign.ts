// The facts about a voucher campaign that the rules need, independent of how it is stored.

/** Lifecycle of a campaign. The original "status 1" is 'live'; only live campaigns can sell. */
export type CampaignStatus = 'pending' | 'live' | 'rejected' | 'cancelled' | 'ended';

export const CAMPAIGN_STATUSES = [
  'pending',
  'live',
  'rejected',
  'cancelled',
  'ended',
] as const satisfies readonly CampaignStatus[];

/** The three loyalty-ladder steps; a custom offer sits outside the ladder as step 4. */
export const STEPS = [1, 2, 3] as const;
export type LadderStep = (typeof STEPS)[number];
export const CUSTOM_STEP = 4;
export type PurchaseStep = LadderStep | typeof CUSTOM_STEP;

export type Triple<T> = [T, T, T];

export interface CampaignFacts {
  id: string;
  companyId: string;
  companyName: string;
  description: string;
  keywords: string[];
  categoryIds: string[];
  /** Face values of the three slots, in pence; the third is the card's shown price. */
  faceValuesPence: Triple<number>;
  /** Discount percent of steps 1, 2 and 3. */
  discounts: Triple<number>;
  /** Each step's sales budget starts at this value. */
  totalValuePence: number;
  /** Budget still unsold per step (the original salesValueLeft1Step…3Step, docs/product.md#loyalty-steps). */
  salesValueLeftPence: Triple<number>;
  salesCount: number;
  createdAt: Date;
  status: CampaignStatus;
  isActive: boolean;
  frozen: boolean;
  featured: boolean;
  topPick: boolean;
  testMode: boolean;
  expiryYears: number;
}

export function isLadderStep(step: number): step is LadderStep {
  return step === 1 || step === 2 || step === 3;
}
