import { CAMPAIGN_PREREQUISITES } from './validation/campaign-request';
import type { CampaignPrerequisite } from './validation/campaign-request';

/** What the server knows about a company's setup, as stored (blank text counts as missing). */
export interface CompanySetupRecord {
  tradingName: string | null;
  contactEmail: string | null;
  registeredNumber: string | null;
  addressLine1: string | null;
  city: string | null;
  postcode: string | null;
  website: string | null;
  description: string | null;
  logoUrl: string | null;
  primaryImageUrl: string | null;
  categoryId: string | null;
  /** Payments connected and enabled at the card provider. */
  paymentsEnabled: boolean;
  /** A website connection saved with its address and access token. */
  websiteConnected: boolean;
}

export type CompanySetupFacts = Record<CampaignPrerequisite, boolean>;

const filled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/**
 * Which of the campaign prerequisites (docs/product.md#campaign-prerequisites) a company has in place. Company data is the
 * trading name and a contact email; compliance data is the registered company number and the
 * registered address (first line, town or city, postcode).
 */
export function companySetupFacts(company: CompanySetupRecord): CompanySetupFacts {
  return {
    websiteConnection: company.websiteConnected,
    paymentsConnection: company.paymentsEnabled,
    companyData: filled(company.tradingName) && filled(company.contactEmail),
    complianceData:
      filled(company.registeredNumber) &&
      filled(company.addressLine1) &&
      filled(company.city) &&
      filled(company.postcode),
    primaryImage: filled(company.primaryImageUrl),
    logo: filled(company.logoUrl),
    category: filled(company.categoryId),
    website: filled(company.website),
    description: filled(company.description),
  };
}

export interface OnboardingStep {
  key: CampaignPrerequisite;
  /** What to do, as the checklist says it. */
  label: string;
  /** Where in the business site it is done. */
  href: string;
  done: boolean;
}

export interface OnboardingChecklist {
  steps: OnboardingStep[];
  doneCount: number;
  total: number;
  /** Every prerequisite is in place: the company can request a campaign. */
  complete: boolean;
}

const STEP_TEXT: Record<CampaignPrerequisite, { label: string; href: string }> = {
  websiteConnection: { label: 'Connect your website', href: '/api' },
  paymentsConnection: { label: 'Connect payments', href: '/payments' },
  companyData: {
    label: 'Add your trading name and contact email',
    href: '/basic-information#company-details',
  },
  complianceData: {
    label: 'Add your company number and registered address',
    href: '/basic-information#compliance',
  },
  primaryImage: { label: 'Upload a primary image', href: '/basic-information#images' },
  logo: { label: 'Upload your logo', href: '/basic-information#images' },
  category: { label: 'Choose a category', href: '/basic-information#company-details' },
  website: { label: 'Add your website', href: '/basic-information#company-details' },
  description: { label: 'Describe your business', href: '/basic-information#company-details' },
};

/** The onboarding checklist, in the order of docs/product.md#campaign-prerequisites. */
export function onboardingChecklist(facts: Partial<CompanySetupFacts>): OnboardingChecklist {
  const steps = CAMPAIGN_PREREQUISITES.map((key) => ({
    key,
    ...STEP_TEXT[key],
    done: facts[key] === true,
  }));
  const doneCount = steps.filter((s) => s.done).length;
  return { steps, doneCount, total: steps.length, complete: doneCount === steps.length };
}

/** Not in the spec: a campaign request from a company whose setup is not finished (docs/product.md#campaign-prerequisites). */
export const CAMPAIGN_SETUP_INCOMPLETE =
  'Please finish setting up your business before requesting a campaign:';

/** The refusal of a request, naming what is left in the checklist's own words. */
export function setupIncompleteMessage(missing: readonly CampaignPrerequisite[]): string {
  return `${CAMPAIGN_SETUP_INCOMPLETE} ${missing.map((key) => STEP_TEXT[key].label.toLowerCase()).join('; ')}.`;
}
