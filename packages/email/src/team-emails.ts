import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';

// A company owner's invitation of a colleague (issue 6, Team). Not in the spec.

export interface TeamInviteFacts {
  companyName: string;
  /** Who sent it (the owner's name). */
  inviterName: string;
  /** 'Owner' or 'Staff'. */
  roleLabel: string;
  /** The business site's /team-invite?token=… page. */
  url: string;
  expiresInDays: number;
}

/** An invitation to join a company's team on the business site. */
export function teamInviteMessage(brand: Brand, input: TeamInviteFacts): EmailContent {
  return renderLayout(brand, {
    subject: `Join ${input.companyName} on ${brand.siteName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.inviterName.trim() || 'A colleague'} has invited you to join ${input.companyName} on ${brand.siteName} as ${input.roleLabel === 'Owner' ? 'an owner' : 'a member of staff'}.`,
      `Open the invitation to sign in or create your business account with this email address.`,
    ],
    details: [
      ['Company', input.companyName],
      ['Role', input.roleLabel],
    ],
    action: { label: `Join ${input.companyName}`, url: input.url },
    footnote: `The invitation works for ${input.expiresInDays} days. If you were not expecting it, you can ignore this email.`,
  });
}
