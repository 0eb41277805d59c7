import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** A valid Create New Campaign form (£25/£50/£100 at 10/15/20 %, £2,000), by field label. */
export function validCampaignRequest(name: string): Record<string, string> {
  return {
    'Campaign name': name,
    'Voucher 1': '25',
    'Voucher 2': '50',
    'Voucher 3': '100',
    'Step 1': '10',
    'Step 2': '15',
    'Step 3': '20',
    'Total value (£)': '2000',
    'Start date': ukToday(),
  };
}

/** Each rule of docs/product.md#campaign-rules against the valid form above: the field, a breaking value, the rule's message. */
const CAMPAIGN_RULES: [label: string, text: string, message: string][] = [
  ['Voucher 1', '5', 'Voucher values must be between £10 and £1,000'],
  ['Voucher 1', '12', 'Voucher values must be in multiples of £5'],
  ['Voucher 2', '25', 'Voucher 2 must be at least £5 more than voucher 1'],
  ['Voucher 3', '50', 'Voucher 3 must be at least £5 more than voucher 2'],
  ['Step 1', '12', 'Step discounts must be in multiples of 5%'],
  ['Step 1', '0', 'Step discounts must be at least 5%'],
  ['Step 3', '95', 'Step discounts can be at most 90%'],
  ['Step 2', '10', 'Step 2 must be at least 5% more than step 1'],
  ['Step 3', '15', 'Step 3 must be at least 5% more than step 2'],
  ['Total value (£)', '500', 'Total value must be between £1,000 and £1,000,000'],
  ['Campaign name', '', 'Please enter a campaign name'],
  ['Start date', '2020-01-01', 'Start date cannot be in the past'],
];

export async function fillCampaignRequest(page: Page, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(text);
  }
}

/**
 * Breaks each rule of docs/product.md#campaign-rules in turn on a valid form and expects its message on the field as typed,
 * putting the valid value back after each; `whileRefused` runs at the last one (a screenshot).
 */
export async function expectEachCampaignRuleRefused(
  page: Page,
  valid: Record<string, string>,
  whileRefused?: () => Promise<void>,
) {
  for (const [index, [label, text, message]] of CAMPAIGN_RULES.entries()) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(text);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\£]/g, '\\$&')),
    );
    if (index === CAMPAIGN_RULES.length - 1) await whileRefused?.();
    await field.fill(valid[label]!);
  }
}
