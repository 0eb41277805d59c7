import type { Triple } from './campaign';

/**
 * How a campaign's three loyalty steps are stored: one column per step for the face value, the
 * discount and the budget still unsold (the spec's faceValue1…3, discount1…3,
 * salesValueLeft1Step…3Step).
 */
export interface CampaignStepColumns {
  faceValue1Pence: number;
  faceValue2Pence: number;
  faceValue3Pence: number;
  discount1: number;
  discount2: number;
  discount3: number;
  salesValueLeft1Pence: number;
  salesValueLeft2Pence: number;
  salesValueLeft3Pence: number;
}

/** The three loyalty steps as the rules and the apps read them: one triple per figure. */
export interface CampaignSteps {
  /** Face values of steps 1, 2 and 3, in pence. */
  faceValuesPence: Triple<number>;
  /** Discount percent of steps 1, 2 and 3. */
  discounts: Triple<number>;
  /** Budget still unsold per step, in pence. */
  salesValueLeftPence: Triple<number>;
}

/** The one reading of a stored campaign's steps (the catalog, purchases, admin, company area). */
export function campaignSteps(row: CampaignStepColumns): CampaignSteps {
  return {
    faceValuesPence: [row.faceValue1Pence, row.faceValue2Pence, row.faceValue3Pence],
    discounts: [row.discount1, row.discount2, row.discount3],
    salesValueLeftPence: [
      row.salesValueLeft1Pence,
      row.salesValueLeft2Pence,
      row.salesValueLeft3Pence,
    ],
  };
}

/** The one writing of a campaign's steps into its columns (a new campaign request). */
export function campaignStepColumns(steps: CampaignSteps): CampaignStepColumns {
  const [faceValue1Pence, faceValue2Pence, faceValue3Pence] = steps.faceValuesPence;
  const [discount1, discount2, discount3] = steps.discounts;
  const [salesValueLeft1Pence, salesValueLeft2Pence, salesValueLeft3Pence] =
    steps.salesValueLeftPence;
  return {
    faceValue1Pence,
    faceValue2Pence,
    faceValue3Pence,
    discount1,
    discount2,
    discount3,
    salesValueLeft1Pence,
    salesValueLeft2Pence,
    salesValueLeft3Pence,
  };
}
