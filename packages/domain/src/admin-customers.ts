import { CUSTOMER_GIFTING_FEE_RANGE } from './messages';

// An admin's rules for customers' accounts (/admin/customers, issue 16).

/** Customers per page of the admin list. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

/** The highest per-customer gifting fee an admin may set: £50. */
export const GIFTING_FEE_OVERRIDE_MAX_PENCE = 5000;

/** Why a per-customer gifting fee cannot be set (whole pence, £0–£50); null when it can. */
export function giftingFeeOverrideRefusal(pence: number | null): string | null {
  if (pence === null) return null;
  return Number.isInteger(pence) && pence >= 0 && pence <= GIFTING_FEE_OVERRIDE_MAX_PENCE
    ? null
    : CUSTOMER_GIFTING_FEE_RANGE;
}

/** One change an admin makes to a customer, as the interaction log and the emails name it. */
export type CustomerChange =
  | { field: 'status'; value: 'approved' | 'denied' }
  | { field: 'buyingEnabled'; value: boolean }
  | { field: 'redemptionsEnabled'; value: boolean }
  | { field: 'tester'; value: boolean }
  | { field: 'giftingFeePence'; value: number | null };

/**
 * The changes that cut a customer off or let them back in (status, buying, redemptions): they
 * need the admin's recent confirmation of identity and are emailed to the customer.
 */
export const changeCutsOff = (change: CustomerChange) =>
  change.field === 'status' ||
  change.field === 'buyingEnabled' ||
  change.field === 'redemptionsEnabled';

/** The email a change sends the customer, or null when it does not affect them. */
export function customerEmailFor(
  change: CustomerChange,
):
  'denied' | 'approved' | 'buying-off' | 'buying-on' | 'redemptions-off' | 'redemptions-on' | null {
  switch (change.field) {
    case 'status':
      return change.value;
    case 'buyingEnabled':
      return change.value ? 'buying-on' : 'buying-off';
    case 'redemptionsEnabled':
      return change.value ? 'redemptions-on' : 'redemptions-off';
    default:
      return null;
  }
}
