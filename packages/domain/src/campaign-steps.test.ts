import { describe, expect, it } from 'vitest';
import { campaignStepColumns, campaignSteps } from './campaign-steps';

const row = {
  faceValue1Pence: 1000,
  faceValue2Pence: 2500,
  faceValue3Pence: 5000,
  discount1: 5,
  discount2: 10,
  discount3: 20,
  salesValueLeft1Pence: 90_000,
  salesValueLeft2Pence: 80_000,
  salesValueLeft3Pence: 70_000,
};

describe('campaign steps', () => {
  it('reads the stored columns as one triple per figure, step 1 first', () => {
    expect(campaignSteps(row)).toEqual({
      faceValuesPence: [1000, 2500, 5000],
      discounts: [5, 10, 20],
      salesValueLeftPence: [90_000, 80_000, 70_000],
    });
  });

  it('ignores the rest of a row', () => {
    const stored = { ...row, name: 'Tea Club', status: 'live' };
    expect(Object.keys(campaignSteps(stored))).toEqual([
      'faceValuesPence',
      'discounts',
      'salesValueLeftPence',
    ]);
  });

  it('writes the triples back into the columns they were read from', () => {
    expect(campaignStepColumns(campaignSteps(row))).toEqual(row);
  });
});
