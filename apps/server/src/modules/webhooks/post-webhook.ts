import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** How long one attempt may take, connection to last byte of the answer's head. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

// request-filtering-agent checks the address a name resolves to when connecting (so a public name
// pointing at 10.x or 169.254.169.254 is refused too). Production refuses every non-unicast
// address; elsewhere private addresses are allowed for local stand-ins.
const agents = {
  production: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: false }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: false }),
  },
  local: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
  },
};

export type PostOutcome =
  { responseCode: number; error: null } | { responseCode: null; error: string };

/**
 * POSTs one JSON body; answers the response's status, or why there was none (refused, timed out,
 * a private address). Redirects are not followed (a 3xx is an answer, not a success). Only the
 * status is read; the body is discarded, and neither the body sent nor the headers are logged.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { production, timeoutMs = WEBHOOK_TIMEOUT_MS }: { production: boolean; timeoutMs?: number },
): Promise<PostOutcome> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const pool = production ? agents.production : agents.local;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? pool.https : pool.http,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
          'user-agent': 'StepUp-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        response.resume();
        settle({ responseCode: response.statusCode ?? 0, error: null });
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${timeoutMs / 1000} seconds`));
    }, timeoutMs);
    request.on('error', (err) => settle({ responseCode: null, error: err.message.slice(0, 300) }));
    request.end(body);
  });
}
