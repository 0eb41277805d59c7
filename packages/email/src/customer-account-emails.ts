import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

// What a customer is told when an admin changes what their account may do (issue 16,
// /admin/customers). The spec asks for the emails but gives no words; each change is its own
// email (`customer-<change>` in the catalogue).

/** The changes a customer is told about: those that change what they can do. */
export type CustomerAccountChange =
  'denied' | 'approved' | 'buying-off' | 'buying-on' | 'redemptions-off' | 'redemptions-on';

/** Tells a customer what an admin changed on their account, with a link to the site. */
export function customerAccountChangedMessage(
  brand: Brand,
  input: { name: string; change: CustomerAccountChange; url: string },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, `customer-${input.change}`, { name: input.name.trim() }),
    greeting: `Hello ${input.name.trim() || 'there'},`,
    ...(input.change === 'denied' ? {} : { action: { label: 'Open the site', url: input.url } }),
  });
}
