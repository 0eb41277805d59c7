import { describe, expect, it } from 'vitest';
import { companySetupFacts, onboardingChecklist, setupIncompleteMessage } from './onboarding';
import type { CompanySetupRecord } from './onboarding';
import { CAMPAIGN_PREREQUISITES } from './validation/campaign-request';

const complete: CompanySetupRecord = {
  tradingName: 'The Corner Bakery',
  contactEmail: 'hello@corner.test',
  registeredNumber: '01234567',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  website: 'https://corner.test',
  description: 'Fresh bread every morning.',
  logoUrl: '/files/companies/c1/logo.webp',
  primaryImageUrl: '/files/companies/c1/primary.webp',
  categoryId: 'food',
  paymentsEnabled: true,
  websiteConnected: true,
};

describe('companySetupFacts', () => {
  it('a company with everything in place meets every prerequisite', () => {
    const facts = companySetupFacts(complete);
    expect(Object.values(facts).every(Boolean)).toBe(true);
    expect(Object.keys(facts).sort()).toEqual([...CAMPAIGN_PREREQUISITES].sort());
  });

  it('a new company meets none', () => {
    const facts = companySetupFacts({
      tradingName: null,
      contactEmail: null,
      registeredNumber: null,
      addressLine1: null,
      city: null,
      postcode: null,
      website: null,
      description: '',
      logoUrl: null,
      primaryImageUrl: null,
      categoryId: null,
      paymentsEnabled: false,
      websiteConnected: false,
    });
    expect(Object.values(facts).some(Boolean)).toBe(false);
  });

  it('blank text counts as missing, and compliance needs the whole registered address', () => {
    expect(companySetupFacts({ ...complete, tradingName: '   ' }).companyData).toBe(false);
    expect(companySetupFacts({ ...complete, contactEmail: null }).companyData).toBe(false);
    expect(companySetupFacts({ ...complete, postcode: '' }).complianceData).toBe(false);
    expect(companySetupFacts({ ...complete, registeredNumber: null }).complianceData).toBe(false);
    expect(companySetupFacts({ ...complete, description: ' \n' }).description).toBe(false);
    expect(companySetupFacts({ ...complete, logoUrl: null }).logo).toBe(false);
    expect(companySetupFacts({ ...complete, paymentsEnabled: false }).paymentsConnection).toBe(
      false,
    );
  });
});

describe('onboardingChecklist', () => {
  it('lists the prerequisites of docs/product.md#campaign-prerequisites in order, each linked to where it is done', () => {
    const list = onboardingChecklist({});
    expect(list.steps.map((s) => s.key)).toEqual([...CAMPAIGN_PREREQUISITES]);
    expect(list.steps[0]).toMatchObject({ label: 'Connect your website', href: '/api' });
    expect(list.steps[1]).toMatchObject({ label: 'Connect payments', href: '/payments' });
    expect(list.steps.every((s) => s.href.startsWith('/'))).toBe(true);
    expect(list).toMatchObject({ doneCount: 0, total: 9, complete: false });
  });

  it('counts what is done and is complete only when all is', () => {
    expect(onboardingChecklist({ logo: true, website: true })).toMatchObject({
      doneCount: 2,
      complete: false,
    });
    expect(onboardingChecklist(companySetupFacts(complete))).toMatchObject({
      doneCount: 9,
      complete: true,
    });
  });
});

describe('setupIncompleteMessage', () => {
  it('names what is left, in the checklist order and words', () => {
    expect(setupIncompleteMessage(['websiteConnection', 'logo'])).toBe(
      'Please finish setting up your business before requesting a campaign: connect your website; upload your logo.',
    );
  });
});
