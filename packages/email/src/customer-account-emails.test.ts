import { describe, expect, it } from 'vitest';
import { customerAccountChangedMessage } from './customer-account-emails';

const brand = { siteName: 'StepUp Vouchers' };
const url = 'https://stepup.test/';

describe('customer account emails', () => {
  it('tells a denied customer they cannot sign in, with no link to sign in', () => {
    const mail = customerAccountChangedMessage(brand, { name: 'Ann <Lee>', change: 'denied', url });
    expect(mail.subject).toBe('Your account has been closed to sign-in – StepUp Vouchers');
    expect(mail.text).toContain('cannot sign in or buy');
    expect(mail.text).not.toContain(url);
    expect(mail.html).toContain('Ann &lt;Lee&gt;');
  });

  it('says buying and redemptions are off or back on', () => {
    expect(
      customerAccountChangedMessage(brand, { name: 'Ann', change: 'buying-off', url }).text,
    ).toContain('cannot buy vouchers');
    const back = customerAccountChangedMessage(brand, {
      name: 'Ann',
      change: 'redemptions-on',
      url,
    });
    expect(back.subject).toBe('Your vouchers can be redeemed again – StepUp Vouchers');
    expect(back.text).toContain(url);
  });
});
