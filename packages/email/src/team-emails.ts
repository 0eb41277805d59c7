import type { Brand, EmailContent } from './layout';
import { renderLayout } from './layout';
import { wording } from './wording';

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
    ...wording(brand, 'team-invite', {
      companyName: input.companyName,
      inviterName: input.inviterName.trim() || 'A colleague',
      asRole: input.roleLabel === 'Owner' ? 'an owner' : 'a member of staff',
      expiresInDays: String(input.expiresInDays),
    }),
    greeting: 'Hello,',
    details: [
      ['Company', input.companyName],
      ['Role', input.roleLabel],
    ],
    action: { label: `Join ${input.companyName}`, url: input.url },
    footnote: `The invitation works for ${input.expiresInDays} days. If you were not expecting it, you can ignore this email.`,
  });
}
