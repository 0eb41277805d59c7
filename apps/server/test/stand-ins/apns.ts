import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

// A local APNs for the tests (ADR 058): Apple's provider API as documented for pass updates —
// HTTP/2 over TLS, `POST /3/device/<device token>` with `apns-topic`, the client authenticated by
// its certificate (the pass certificate: this server asks for one and checks it against the CA it
// is given) — answering 200 with an `apns-id`, or 410 `{"reason":"Unregistered"}` for the tokens
// it is told are gone.

export interface ApnsPush {
  deviceToken: string;
  topic: string | undefined;
  body: string;
  /** The CN of the client certificate the push came with. */
  clientCertificate: string | undefined;
}

export async function startApnsStandIn(tls: { certPem: string; keyPem: string; caPem: string }) {
  const pushes: ApnsPush[] = [];
  const gone = new Set<string>();
  const server = http2.createSecureServer({
    cert: tls.certPem,
    key: tls.keyPem,
    ca: tls.caPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on('stream', (stream, headers) => {
    const path = String(headers[':path'] ?? '');
    const match = /^\/3\/device\/([^/?]+)$/.exec(path);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (headers[':method'] !== 'POST' || !match) {
        stream.respond({ ':status': 405 });
        stream.end(JSON.stringify({ reason: 'MethodNotAllowed' }));
        return;
      }
      const deviceToken = decodeURIComponent(match[1]!);
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      pushes.push({
        deviceToken,
        topic: headers['apns-topic'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
        clientCertificate: peer?.subject?.CN as string | undefined,
      });
      if (gone.has(deviceToken)) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered', timestamp: Date.now() }));
        return;
      }
      stream.respond({ ':status': 200, 'apns-id': crypto.randomUUID() });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    pushes,
    /** APNs answers 410 Unregistered for this token from now on. */
    forget: (deviceToken: string) => gone.add(deviceToken),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
