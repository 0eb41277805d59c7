import { describe, expect, it } from 'vitest';
import {
  PAYMENT_REQUIREMENT_OTHER,
  paymentAccountStatus,
  paymentRequirementLabel,
  paymentRequirementLabels,
  paymentsStillDueNote,
} from './payment-account';

describe('what Stripe still needs, in words', () => {
  it('names the common requirements, groups and anything else', () => {
    expect(paymentRequirementLabel('external_account')).toBe('Your bank account for payouts');
    expect(paymentRequirementLabel('company.address.postal_code')).toBe(
      'Your company’s registered address',
    );
    expect(paymentRequirementLabel('person_1PgafTB7WZ01zgkW.dob.day')).toBe(
      'Details of a person in your business',
    );
    expect(paymentRequirementLabel('some.new_field')).toBe(PAYMENT_REQUIREMENT_OTHER);
  });

  it('lists each label once, in Stripe’s order', () => {
    expect(
      paymentRequirementLabels([
        'tos_acceptance.date',
        'tos_acceptance.ip',
        'external_account',
        'company.address.city',
        'company.address.line1',
      ]),
    ).toEqual([
      'Accept Stripe’s terms of service',
      'Your bank account for payouts',
      'Your company’s registered address',
    ]);
  });

  it('says the state of payments and payouts', () => {
    expect(
      paymentAccountStatus({ paymentsEnabled: true, payoutsEnabled: false, requirementsDue: [] }),
    ).toEqual({
      payments: 'Card payments: switched on',
      payouts: 'Payouts to your bank: not yet switched on',
    });
  });

  it('the checklist’s note: only while payouts or requirements are due', () => {
    expect(paymentsStillDueNote({ payoutsEnabled: true, requirementsDue: [] })).toBeNull();
    expect(
      paymentsStillDueNote({ payoutsEnabled: false, requirementsDue: ['external_account'] }),
    ).toBe(
      'Payments are connected, but payouts to your bank are not switched on yet. Stripe still needs: your bank account for payouts.',
    );
    expect(paymentsStillDueNote({ payoutsEnabled: false, requirementsDue: [] })).toBe(
      'Payments are connected, but payouts to your bank are not switched on yet.',
    );
    expect(
      paymentsStillDueNote({ payoutsEnabled: true, requirementsDue: ['business_profile.url'] }),
    ).toBe('Payments are connected. Stripe still needs: your business website.');
  });
});
