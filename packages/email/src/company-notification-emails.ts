import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

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
    subject: `A message from ${brand.siteName} for ${input.companyName}`,
    greeting: `Hello ${input.companyName.trim() || 'there'},`,
    paragraphs: [
      `The ${brand.siteName} team has sent your business a notification:`,
      `It is also on your dashboard until you dismiss it: ${input.url}`,
    ],
    quote: input.title,
    ...(input.link ? { details: [['Link', input.link]] as [string, string][] } : {}),
    action: input.link
      ? { label: 'Open the link', url: input.link }
      : { label: 'Open your dashboard', url: input.url },
  });
}
