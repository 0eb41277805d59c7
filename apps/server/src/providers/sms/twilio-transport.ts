import { SmsDeliveryError } from './sms-transport';
import type { SmsTransport } from './sms-transport';

export interface TwilioSettings {
  /** AC… */
  accountSid: string;
  authToken: string;
  /** The sender: an E.164 number, or a Messaging Service SID (MG…). */
  from: string;
  /** Twilio's API origin; tests point it at a local stand-in. */
  baseUrl?: string;
  /** Gives up on a request after this long (default 15 s); the job then retries. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
interface TwilioError {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/**
 * Twilio's Messages API with plain fetch: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To, From (or MessagingServiceSid) and Body, HTTP Basic auth. Answers 201 with
 * the message's `sid`. Errors name Twilio's code and message, never the credentials.
 */
export function twilioSmsTransport(settings: TwilioSettings): SmsTransport {
  const base = (settings.baseUrl ?? TWILIO_API).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG[0-9a-fA-F]{32}$/.test(settings.from)
    ? { MessagingServiceSid: settings.from }
    : { From: settings.from };
  const doFetch = settings.fetch ?? globalThis.fetch;
  // Belt and braces: whatever Twilio echoes back, the token (and the account) never reach a log.
  const redact = (text: string) =>
    text
      .replaceAll(settings.authToken, '[auth token]')
      .replaceAll(settings.accountSid, '[account sid]');

  return {
    kind: 'twilio',
    async deliver({ to, text }) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, ...sender, Body: text }).toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (err) {
        // fetch's own errors name the host at most; the credentials travel in a header.
        const reason = err instanceof Error ? (causeCode(err) ?? err.name) : 'unknown error';
        throw new SmsDeliveryError(`Twilio could not be reached (${reason})`, false);
      }
      const body = (await response.json().catch(() => undefined)) as
        (TwilioError & { sid?: string }) | undefined;
      if (response.status === 201 || response.ok) {
        if (!body?.sid) {
          throw new SmsDeliveryError(
            `Twilio answered ${response.status} without a message sid`,
            false,
          );
        }
        return { providerMessageId: body.sid };
      }
      const described = body?.code
        ? `${body.code} ${body.message ?? ''}`.trim()
        : `HTTP ${response.status}`;
      // 4xx is Twilio refusing this request (bad number, unverified sender…): retrying the same
      // request cannot help. 429 (too many requests) and 5xx can pass.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new SmsDeliveryError(
        `Twilio refused the message: ${redact(described)} (HTTP ${response.status})`,
        permanent,
        body?.code,
      );
    },
  };
}

function causeCode(err: Error): string | undefined {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
