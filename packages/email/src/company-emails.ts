import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

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
    subject: `${input.companyName} is approved on ${brand.siteName}`,
    greeting: helloCompany(input.companyName),
    paragraphs: [
      `Good news: your business account has been approved. Once your setup checklist is complete, your campaigns can go live for customers to buy.`,
    ],
    action: { label: 'Open your dashboard', url: input.url },
  });
}

/** The company's account was denied, with the admin's reason. */
export function companyDeniedMessage(
  brand: Brand,
  input: CompanyFacts & { reason: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your ${brand.siteName} business account was not approved`,
    greeting: helloCompany(input.companyName),
    paragraphs: [
      `We have reviewed your business account and could not approve it this time.`,
      `Please update your basic information with what is missing, or reply to this email if you think this is a mistake.`,
    ],
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
    subject: `Your campaign ${input.campaignName} is live`,
    greeting: helloCompany(input.companyName),
    paragraphs: [
      `Your campaign request ${input.campaignName} has been approved and is now live: customers can find it and buy its vouchers.`,
      `Follow its sales per step on your dashboard.`,
    ],
    action: { label: 'Open your dashboard', url: input.url },
  });
}

/** A campaign request was rejected, with the admin's reason. */
export function campaignRejectedMessage(
  brand: Brand,
  input: CompanyFacts & { campaignName: string; reason: string },
): EmailContent {
  return renderLayout(brand, {
    subject: `Your campaign request ${input.campaignName} was not approved`,
    greeting: helloCompany(input.companyName),
    paragraphs: [
      `We have reviewed your campaign request ${input.campaignName} and could not approve it.`,
      `You can create a new campaign request with the changes below.`,
    ],
    details: [['Reason', input.reason]],
    action: { label: 'Create New Campaign', url: input.url },
  });
}
