// Who may close their own account on the business site, and what goes with it. Not in the spec:
// a company must never be left without an owner once it trades, because its sold vouchers are
// redeemed through its people; a company that never got going leaves with its only owner.

/** One company the user belongs to, as the closing rule needs to see it. */
export interface CompanyMembershipForClosing {
  companyId: string;
  companyName: string;
  companyStatus: 'pending' | 'approved' | 'denied';
  /** True when this user is an owner and no other member of the company is. */
  onlyOwner: boolean;
  /** Campaigns of any status, requests included. */
  campaignCount: number;
}

export const ADMIN_CLOSE_REFUSED =
  'Admin accounts are closed by another admin from the admin area.';

export const onlyOwnerCloseRefused = (companyName: string) =>
  `You are the only owner of ${companyName}. Make another team member an owner before closing your account.`;

export type AccountClosing =
  | { allowed: true; /** Companies that close with the account. */ companyIdsToRemove: string[] }
  | { allowed: false; message: string };

/**
 * Customers and company users may close their accounts; admins are removed by another admin. The
 * only owner of a company that was approved or has any campaign must hand over first; the only
 * owner of a company still pending or denied with no campaign takes it along (nothing was sold).
 */
export function accountClosing({
  roleClass,
  memberships,
}: {
  roleClass: 'admin' | 'company' | null;
  memberships: CompanyMembershipForClosing[];
}): AccountClosing {
  if (roleClass === 'admin') return { allowed: false, message: ADMIN_CLOSE_REFUSED };
  const companyIdsToRemove: string[] = [];
  for (const membership of memberships) {
    if (!membership.onlyOwner) continue;
    const neverTraded = membership.companyStatus !== 'approved' && membership.campaignCount === 0;
    if (!neverTraded) {
      return { allowed: false, message: onlyOwnerCloseRefused(membership.companyName) };
    }
    companyIdsToRemove.push(membership.companyId);
  }
  return { allowed: true, companyIdsToRemove };
}
