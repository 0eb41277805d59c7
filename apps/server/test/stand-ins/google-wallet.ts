import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

// A local Google for the tests (ADR 058): the OAuth 2.0 token endpoint's service-account grant
// (POST, form `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<JWT>`, the JWT
// checked against the service account's public key, answering `{access_token, expires_in,
// token_type}`) and the Wallet API's `PATCH /walletobjects/v1/genericObject/{resourceId}`
// (Bearer token; 404 for an object nobody saved; the object as it now stands otherwise).

export interface GooglePatch {
  objectId: string;
  body: Record<string, unknown>;
}

export async function startGoogleWalletStandIn(publicKeyPem: string, issuerEmail: string) {
  const key = await importSPKI(publicKeyPem, 'RS256');
  const tokens = new Set<string>();
  const saved = new Map<string, Record<string, unknown>>();
  const patches: GooglePatch[] = [];
  const scopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const answer = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (req.method === 'POST' && url.pathname === '/token') {
          const form = new URLSearchParams(body);
          try {
            if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
              throw new Error('grant');
            const { payload } = await jwtVerify(form.get('assertion') ?? '', key, {
              issuer: issuerEmail,
              audience: `http://127.0.0.1:${port}/token`,
            });
            scopes.push(String(payload.scope));
          } catch {
            return answer(400, { error: 'invalid_grant' });
          }
          const token = `ya29.stand-in-${tokens.size + 1}`;
          tokens.add(token);
          return answer(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
        }
        const object = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'PATCH' && object) {
          const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
          if (!bearer || !tokens.has(bearer)) {
            return answer(401, {
              error: {
                code: 401,
                message: 'Request had invalid authentication credentials.',
                status: 'UNAUTHENTICATED',
              },
            });
          }
          const objectId = decodeURIComponent(object[1]!);
          const patch = JSON.parse(body) as Record<string, unknown>;
          patches.push({ objectId, body: patch });
          const current = saved.get(objectId);
          if (!current) {
            return answer(404, {
              error: { code: 404, message: `Resource not found: ${objectId}`, status: 'NOT_FOUND' },
            });
          }
          const updated = { ...current, ...patch };
          saved.set(objectId, updated);
          return answer(200, updated);
        }
        answer(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tokenUrl: `http://127.0.0.1:${port}/token`,
    apiUrl: `http://127.0.0.1:${port}/walletobjects/v1`,
    patches,
    scopes,
    /** What a person's "Save" does: the object now exists in the issuer's account. */
    save: (object: Record<string, unknown> & { id: string }) => saved.set(object.id, object),
    objectOf: (id: string) => saved.get(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
