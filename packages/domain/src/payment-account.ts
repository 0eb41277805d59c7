// The company's payments account at the card provider as the business site shows it: whether it
// takes card payments, whether it is paid out, and what the provider (Stripe) still asks for, in
// words a company understands rather than Stripe's field names. Not in the spec.

/** What a company is asked for, by Stripe's requirement name (`requirements.currently_due`). */
const REQUIREMENT_LABELS: Record<string, string> = {
  external_account: 'Your bank account for payouts',
  'tos_acceptance.date': 'Accept Stripe’s terms of service',
  'tos_acceptance.ip': 'Accept Stripe’s terms of service',
  business_type: 'Your type of business',
  'business_profile.url': 'Your business website',
  'business_profile.mcc': 'Your business category',
  'business_profile.product_description': 'A description of what you sell',
  'business_profile.support_phone': 'A customer support phone number',
  'business_profile.name': 'Your business name',
  'company.name': 'Your registered company name',
  'company.tax_id': 'Your company registration number',
  'company.phone': 'Your company phone number',
  'company.directors_provided': 'Who your company’s directors are',
  'company.owners_provided': 'Who owns your company',
  'company.executives_provided': 'Who runs your company',
  'company.verification.document': 'A document proving your company’s details',
  'individual.verification.document': 'An identity document',
  'individual.verification.additional_document': 'A proof of address',
  'representative.verification.document':
    'An identity document of the person setting up the account',
  'representative.verification.additional_document':
    'A proof of address of the person setting up the account',
  'settings.payments.statement_descriptor': 'The name shown on your customers’ card statements',
};

/** Requirements named by group (`company.address.city`, `representative.dob.day`, …). */
const REQUIREMENT_PREFIX_LABELS: [RegExp, string][] = [
  [/^company\.address\./, 'Your company’s registered address'],
  [/^individual\./, 'Your personal details (name, date of birth, address)'],
  [/^representative\./, 'Details of the person setting up the account'],
  [/^person_[^.]+\./, 'Details of a person in your business'],
  [/^(directors|owners|executives)\./, 'Details of the people who run or own your company'],
];

/** Any requirement not named above. */
export const PAYMENT_REQUIREMENT_OTHER = 'Further details Stripe asks for';

/** A readable sentence for one of Stripe's requirement names, with a fallback for any other. */
export function paymentRequirementLabel(name: string): string {
  const known = REQUIREMENT_LABELS[name];
  if (known) return known;
  const byPrefix = REQUIREMENT_PREFIX_LABELS.find(([pattern]) => pattern.test(name));
  return byPrefix ? byPrefix[1] : PAYMENT_REQUIREMENT_OTHER;
}

/** The labels of what is due, each once, in the provider's order (several fields share one). */
export function paymentRequirementLabels(names: readonly string[]): string[] {
  return [...new Set(names.map(paymentRequirementLabel))];
}

export interface PaymentAccountState {
  /** The account takes card payments. */
  paymentsEnabled: boolean;
  /** The provider pays the company out. */
  payoutsEnabled: boolean;
  requirementsDue: readonly string[];
}

/** The account's two switches as the Payments page lists them. */
export function paymentAccountStatus(state: PaymentAccountState): {
  payments: string;
  payouts: string;
} {
  return {
    payments: state.paymentsEnabled
      ? 'Card payments: switched on'
      : 'Card payments: not yet switched on',
    payouts: state.payoutsEnabled
      ? 'Payouts to your bank: switched on'
      : 'Payouts to your bank: not yet switched on',
  };
}

/** The heading over what is still due. */
export const PAYMENT_REQUIREMENTS_HEADING = 'Stripe still needs:';
/** The link back to Stripe's onboarding for what is due. */
export const CONTINUE_PAYMENT_SETUP = 'Continue setup';
/** The checklist's link to the Payments page after its note. */
export const PAYMENTS_STILL_DUE_LINK = 'Go to Payments';
/** Under the list: the page follows Stripe without being reloaded. */
export const PAYMENT_STATE_UPDATES =
  'This page updates by itself once Stripe has checked what you sent.';

/**
 * Payments are connected, but the company is not paid out yet or Stripe asks for more: the
 * sentence the onboarding checklist shows under its payments step; null when nothing is left.
 */
export function paymentsStillDueNote(
  state: Omit<PaymentAccountState, 'paymentsEnabled'>,
): string | null {
  if (state.payoutsEnabled && state.requirementsDue.length === 0) return null;
  const labels = paymentRequirementLabels(state.requirementsDue).map(
    (label) => label.charAt(0).toLowerCase() + label.slice(1),
  );
  const payouts = state.payoutsEnabled
    ? 'Payments are connected'
    : 'Payments are connected, but payouts to your bank are not switched on yet';
  return labels.length > 0
    ? `${payouts}. Stripe still needs: ${labels.join('; ')}.`
    : `${payouts}.`;
}
