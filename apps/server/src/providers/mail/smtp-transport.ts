import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

/** SMTP through nodemailer; `smtpUrl` like smtps://user:pass@smtp.example.com:465. */
export function smtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}
