import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { smtpTransport } from './smtp-transport';

/** What a real SMTP server received: each message's envelope and its raw text. */
const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The transport's pool keeps its connections open: closing does not wait for them.
    closeTimeout: 100,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP transport', () => {
  it('hands a whole composed message to the server: its recipient alone, its sender, both parts and the headers mail needs', async () => {
    const transport = smtpTransport({ smtpUrl, from: 'StepUp Vouchers <no-reply@stepup.test>' });
    await Promise.all(
      ['alex@example.test', 'sam@example.test'].map((to) =>
        transport.deliver({
          to,
          subject: 'Sam sent you a £25.00 Brew & Bake voucher',
          text: `Hello ${to},\n\nYour voucher code: 7KQ2-M9XD-4T`,
          html: '<p>Your voucher code: <b>7KQ2-M9XD-4T</b></p>',
        }),
      ),
    );

    expect(received.map(({ to }) => to).sort()).toEqual([
      ['alex@example.test'],
      ['sam@example.test'],
    ]);
    const [mail] = received.filter(({ to }) => to[0] === 'alex@example.test');
    expect(mail!.from).toBe('no-reply@stepup.test');
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^From: StepUp Vouchers <no-reply@stepup\.test>$/m);
    expect(headers).toMatch(/^To: alex@example\.test$/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(headers).toMatch(/^Message-ID: <.+@stepup\.test>$/m);
    expect(headers).toMatch(/^Date: /m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail!.raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(mail!.raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(mail!.raw).toContain('7KQ2-M9XD-4T');
  });
});
