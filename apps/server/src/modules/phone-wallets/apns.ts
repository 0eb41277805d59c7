import http2 from 'node:http2';
import type { Config } from '../../config';

type AppleWallet = NonNullable<Config['appleWallet']>;

/** What APNs said of one device's push token. */
export type PushOutcome = 'sent' | 'gone';

/**
 * Tells Wallet on each device that a pass changed (Apple's pass update protocol): an empty
 * notification `{}` to APNs over HTTP/2, topic the Pass Type ID, authenticated with the pass
 * certificate itself (Wallet's pushes use the Pass Type ID certificate, not an app's key). The
 * device then asks the web service which passes changed and fetches them. A token APNs calls
 * gone (410, or 400 BadDeviceToken) is reported so its registration is forgotten; any other
 * failure throws, and the job tries again.
 */
export async function pushPassUpdates(
  apple: AppleWallet,
  pushTokens: readonly string[],
): Promise<Map<string, PushOutcome>> {
  const outcomes = new Map<string, PushOutcome>();
  if (pushTokens.length === 0) return outcomes;
  const session = http2.connect(apple.apnsUrl, {
    cert: apple.certificate,
    key: apple.key,
    ...(apple.keyPassphrase ? { passphrase: apple.keyPassphrase } : {}),
    ...(apple.apnsCa ? { ca: apple.apnsCa } : {}),
  });
  const failed = new Promise<never>((_, reject) => session.once('error', reject));
  failed.catch(() => undefined);
  try {
    for (const token of pushTokens) {
      const { status, reason } = await Promise.race([push(session, apple, token), failed]);
      if (status === 200) outcomes.set(token, 'sent');
      else if (status === 410 || (status === 400 && reason === 'BadDeviceToken'))
        outcomes.set(token, 'gone');
      else throw new Error(`APNs answered ${status}${reason ? ` (${reason})` : ''}`);
    }
    return outcomes;
  } finally {
    session.close();
  }
}

function push(
  session: http2.ClientHttp2Session,
  apple: AppleWallet,
  token: string,
): Promise<{ status: number; reason: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${encodeURIComponent(token)}`,
      'apns-topic': apple.passTypeIdentifier,
      'content-type': 'application/json',
    });
    req.setTimeout(15_000, () => req.close(http2.constants.NGHTTP2_CANCEL));
    let status = 0;
    const chunks: Buffer[] = [];
    req.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let reason: string | undefined;
      try {
        const body = Buffer.concat(chunks).toString('utf8');
        reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      } catch {
        reason = undefined;
      }
      if (status === 0) reject(new Error('APNs closed the stream without an answer'));
      else resolve({ status, reason });
    });
    req.on('error', reject);
    req.end('{}');
  });
}
