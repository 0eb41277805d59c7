import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

// The message a company's contact receives when an admin sends a company notification and asks
// for it to be emailed too (issue 17). The notification's words are the admin's; the rest is ours.

/**
 * A company notification ('company-notification'): the admin's message, its link when it has
 * one, and the dashboard where it stays until dismissed.
 */
export function companyNotificationMessage(
  brand: Brand,
  input: {
    companyName: string;
    /** The notification, as the admin wrote it. */
    title: string;
    /** Its optional link (an https address), or ''. */
    link: string;
    /** The company dashboard, where the notification is shown. */
    url: string;
  },
): EmailContent {
  return renderLayout(brand, {
    ...wording(brand, 'company-notification', {
      companyName: input.companyName,
      dashboardUrl: input.url,
    }),
    greeting: `Hello ${input.companyName.trim() || 'there'},`,
    quote: input.title,
    ...(input.link ? { details: [['Link', input.link]] as [string, string][] } : {}),
    action: input.link
      ? { label: 'Open the link', url: input.link }
      : { label: 'Open your dashboard', url: input.url },
  });
}
