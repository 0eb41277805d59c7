import { describe, expect, it } from 'vitest';
import { teamInviteMessage } from './team-emails';

describe('team invite email', () => {
  it('names the company, the role and the link, escaping the HTML', () => {
    const url = 'https://business.stepup.test/team-invite?token=abc';
    const mail = teamInviteMessage(
      { siteName: 'StepUp Vouchers' },
      { companyName: 'Bloom & Co', inviterName: 'Jo', roleLabel: 'Staff', url, expiresInDays: 7 },
    );
    expect(mail.subject).toBe('Join Bloom & Co on StepUp Vouchers');
    expect(mail.text).toContain(
      'Jo has invited you to join Bloom & Co on StepUp Vouchers as a member of staff.',
    );
    expect(mail.text).toContain(`Join Bloom & Co: ${url}`);
    expect(mail.text).toContain('7 days');
    expect(mail.html).toContain('Bloom &amp; Co');
    expect(mail.html).toContain(`href="${url}"`);
  });
});
