import { describe, expect, it } from 'vitest';
import type { CompanyMembershipForClosing } from './account-closing';
import { ADMIN_CLOSE_REFUSED, accountClosing, onlyOwnerCloseRefused } from './account-closing';

const membership = (
  overrides: Partial<CompanyMembershipForClosing> = {},
): CompanyMembershipForClosing => ({
  companyId: 'c1',
  companyName: "Mo's Bakery",
  companyStatus: 'pending',
  onlyOwner: true,
  campaignCount: 0,
  ...overrides,
});

describe('accountClosing', () => {
  it('lets a customer close with nothing else going', () => {
    expect(accountClosing({ roleClass: null, memberships: [] })).toEqual({
      allowed: true,
      companyIdsToRemove: [],
    });
  });

  it('refuses an admin', () => {
    expect(accountClosing({ roleClass: 'admin', memberships: [] })).toEqual({
      allowed: false,
      message: ADMIN_CLOSE_REFUSED,
    });
  });

  it('takes along a company that never traded when its only owner leaves', () => {
    for (const companyStatus of ['pending', 'denied'] as const) {
      expect(
        accountClosing({ roleClass: 'company', memberships: [membership({ companyStatus })] }),
      ).toEqual({ allowed: true, companyIdsToRemove: ['c1'] });
    }
  });

  it('refuses the only owner of an approved company, or of one with campaigns', () => {
    const refused = { allowed: false, message: onlyOwnerCloseRefused("Mo's Bakery") };
    expect(
      accountClosing({
        roleClass: 'company',
        memberships: [membership({ companyStatus: 'approved' })],
      }),
    ).toEqual(refused);
    expect(
      accountClosing({ roleClass: 'company', memberships: [membership({ campaignCount: 1 })] }),
    ).toEqual(refused);
    expect(refused.message).toBe(
      "You are the only owner of Mo's Bakery. Make another team member an owner before closing your account.",
    );
  });

  it('lets a member leave a trading company that has another owner, and keeps the company', () => {
    expect(
      accountClosing({
        roleClass: 'company',
        memberships: [
          membership({ companyStatus: 'approved', campaignCount: 4, onlyOwner: false }),
        ],
      }),
    ).toEqual({ allowed: true, companyIdsToRemove: [] });
  });
});
