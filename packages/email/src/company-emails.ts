import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

// The messages a business receives when an admin reviews it or its campaign requests (issue 6).
// The spec names them (company approved/denied, campaign approved/rejected) but gives no words.

interface CompanyFacts {
  companyName: string;
  /** Where the message's button leads: the business site's page to act on it. */
  url: string;
}

const helloCompany = (name: string) => `Hello ${name.trim() || 'there'},`;

/** The company's account was approved: it can now request and run campaigns. */
export function companyApprovedMessage(brand: Brand, input: CompanyFacts): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'company-approved', { companyName: input.companyName }),
    greeting: helloCompany(input.companyName),
    action: { label: 'Open your dashboard', url: input.url },
  });
}

/** The company's account was denied, with the admin's reason. */
export function companyDeniedMessage(
  brand: Brand,
  input: CompanyFacts & { reason: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'company-denied', {
      companyName: input.companyName,
      reason: input.reason,
    }),
    greeting: helloCompany(input.companyName),
    details: [['Reason', input.reason]],
    action: { label: 'Update your basic information', url: input.url },
  });
}

/** A campaign request was approved and is now live. */
export function campaignApprovedMessage(
  brand: Brand,
  input: CompanyFacts & { campaignName: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'campaign-approved', {
      companyName: input.companyName,
      campaignName: input.campaignName,
    }),
    greeting: helloCompany(input.companyName),
    action: { label: 'Open your dashboard', url: input.url },
  });
}

/** A campaign request was rejected, with the admin's reason. */
export function campaignRejectedMessage(
  brand: Brand,
  input: CompanyFacts & { campaignName: string; reason: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'campaign-rejected', {
      companyName: input.companyName,
      campaignName: input.campaignName,
      reason: input.reason,
    }),
    greeting: helloCompany(input.companyName),
    details: [['Reason', input.reason]],
    action: { label: 'Create New Campaign', url: input.url },
  });
}
