import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailTransport } from './mail-transport';

/** SMTP through nodemailer; `smtpUrl` like smtps://user:pass@smtp.example.com:465. */
export function smtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  // Pooled: a handful of connections stay open and carry many messages, instead of one new
  // connection (and TLS handshake) per email — a minute's gifts are thousands of emails.
  // As many connections as a worker sends gift emails at once (8 gifts, two emails each, ADR 045).
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 16 });
  return {
    kind: 'smtp',
    async deliver(message) {
      // Composed in memory, then handed to the connection whole: sent as fields, nodemailer
      // streams the MIME onto the socket piece by piece (a dozen socket writes an email instead
      // of four), which was the largest part of a worker's time sending a minute's gifts (ADR 045).
      const mime = new MailComposer({ from, ...message }).compile();
      const raw = await mime.build();
      await transporter.sendMail({ envelope: mime.getEnvelope(), raw });
    },
  };
}
