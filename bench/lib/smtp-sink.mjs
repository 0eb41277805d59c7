// A local SMTP server standing in for the mail provider: accepts every message and counts them
// per recipient, so a benchmark can tell that each email arrived exactly once.
import { SMTPServer } from 'smtp-server';
import { freePort, onCleanUp } from './run.mjs';

/** A local SMTP server that accepts everything and counts messages per recipient. */
export async function startSmtpStandIn() {
  const received = new Map();
  let total = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 1000,
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          received.set(address, (received.get(address) ?? 0) + 1);
        }
        total += 1;
        lastAt = Date.now();
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  onCleanUp(() => new Promise((resolve) => server.close(resolve)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => total,
    lastAt: () => lastAt,
  };
}
