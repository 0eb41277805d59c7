import { confirmNewEmailMessage, resetPasswordMessage, verifyEmailMessage } from '@stepup/email';
import type { Database } from '@stepup/db';
import type { Mailer } from '../mail/mailer';
import { findBrand } from '../content/brand';
import type { AuthEmails } from './auth';

/** The account messages, in the site's brand, through the mailer (outbox + job). */
export function accountEmails(db: Database, mailer: Mailer): AuthEmails {
  const brand = () => findBrand(db);
  return {
    async verifyEmail(to, url) {
      await mailer.send(
        to.email,
        'verify-email',
        verifyEmailMessage(await brand(), { name: to.name, url }),
      );
    },
    async confirmNewEmail(to, url) {
      const content = confirmNewEmailMessage(await brand(), {
        name: to.name,
        url,
        newEmail: to.email,
      });
      await mailer.send(to.email, 'confirm-new-email', content);
    },
    async resetPassword(to, url) {
      await mailer.send(
        to.email,
        'reset-password',
        resetPasswordMessage(await brand(), { name: to.name, url }),
      );
    },
  };
}
