import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountPaidPence } from './money';
import { LADDER_COMPLETE, PURCHASE_LIMIT_REACHED, SLOT_SOLD_OUT } from './messages';
import { checkLadderPurchase, giftingFeeFor, priceLadderPurchase } from './purchase';

const campaign = {
  faceValuesPence: [2500, 5000, 10000] as [number, number, number],
  discounts: [10, 15, 20] as [number, number, number],
  salesValueLeftPence: [100000, 100000, 100000] as [number, number, number],
};

describe('priceLadderPurchase', () => {
  it('prices the slot at the step discount, half-up, with no fee for oneself', () => {
    expect(priceLadderPurchase(campaign, 2, 3, 'self', 150)).toEqual({
      step: 2,
      slot: 3,
      faceValuePence: 10000,
      discount: 15,
      voucherPricePence: 8500,
      giftingFeePence: 0,
      totalPence: 8500,
    });
  });

  it('adds the gifting fee to a gift', () => {
    const price = priceLadderPurchase(
      { ...campaign, faceValuesPence: [1005, 5000, 10000] },
      1,
      1,
      'gift',
      199,
    );
    expect(price.voucherPricePence).toBe(905); // 904.5 rounds up
    expect(price.totalPence).toBe(905 + 199);
  });

  it('total is always price + fee and price = amountPaidPence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3),
        fc.constantFrom(1, 2, 3),
        fc.boolean(),
        fc.nat(10000),
        (step, slot, gift, fee) => {
          const p = priceLadderPurchase(
            campaign,
            step as 1,
            slot as 1,
            gift ? 'gift' : 'self',
            fee,
          );
          expect(p.voucherPricePence).toBe(
            amountPaidPence(campaign.faceValuesPence[slot - 1]!, campaign.discounts[step - 1]!),
          );
          expect(p.totalPence).toBe(p.voucherPricePence + (gift ? fee : 0));
        },
      ),
    );
  });

  it("uses the customer's own fee before the site's", () => {
    expect(giftingFeeFor(null, 250)).toBe(250);
    expect(giftingFeeFor(0, 250)).toBe(0);
    expect(giftingFeeFor(99, 250)).toBe(99);
  });
});

describe('checkLadderPurchase', () => {
  it('sells at the buyer level', () => {
    expect(checkLadderPurchase(campaign, { stepsBought: [], purchaseCount: 0 }, 1)).toEqual({
      ok: true,
      step: 1,
    });
    expect(checkLadderPurchase(campaign, { stepsBought: [1], purchaseCount: 1 }, 2)).toEqual({
      ok: true,
      step: 2,
    });
  });

  it('refuses a completed ladder and a ninth purchase', () => {
    expect(
      checkLadderPurchase(campaign, { stepsBought: [1, 2, 3], purchaseCount: 3 }, 1),
    ).toMatchObject({
      ok: false,
      message: LADDER_COMPLETE,
    });
    expect(checkLadderPurchase(campaign, { stepsBought: [1], purchaseCount: 8 }, 1)).toMatchObject({
      ok: false,
      message: PURCHASE_LIMIT_REACHED,
    });
  });

  it('refuses a slot whose step budget is too low (status 3)', () => {
    const low = {
      ...campaign,
      salesValueLeftPence: [5000, 100000, 100000] as [number, number, number],
    };
    expect(checkLadderPurchase(low, { stepsBought: [], purchaseCount: 0 }, 3)).toMatchObject({
      ok: false,
      message: SLOT_SOLD_OUT,
    });
    expect(checkLadderPurchase(low, { stepsBought: [], purchaseCount: 0 }, 2)).toEqual({
      ok: true,
      step: 1,
    });
  });
});
