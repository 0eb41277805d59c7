import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from './sms-transport';
import { twilioSmsTransport } from './twilio-transport';

const accountSid = `AC${'1a2b3c4d'.repeat(4)}`;
const authToken = 'f00dfeed-secret-token-0123456789';
const messagingServiceSid = `MG${'9f8e7d6c'.repeat(4)}`;

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for api.twilio.com on 127.0.0.1: it checks what Twilio documents for
 * "Create a Message" and answers the way Twilio documents (201 with the Message resource,
 * or the error shape {code, message, more_info, status}).
 */
let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (form: Record<string, string>) => { status: number; body: unknown } = () => ({
  status: 500,
  body: {},
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      });
      const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      const { status, body } =
        req.headers.authorization !== expectedAuth
          ? {
              status: 401,
              body: {
                code: 20003,
                message: 'Authenticate',
                more_info: 'https://www.twilio.com/docs/errors/20003',
                status: 401,
              },
            }
          : answer(form);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

/** Twilio's 201 answer: the Message resource (abridged to what matters here). */
const created = (form: Record<string, string>) => ({
  status: 201,
  body: {
    sid: 'SM0123456789abcdef0123456789abcdef',
    account_sid: accountSid,
    to: form.To,
    from: form.From ?? null,
    messaging_service_sid: form.MessagingServiceSid ?? null,
    body: form.Body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/SM0123456789abcdef0123456789abcdef.json`,
  },
});

const invalidTo = (form: Record<string, string>) => ({
  status: 400,
  body: {
    code: 21211,
    message: `The 'To' number ${form.To} is not a valid phone number.`,
    more_info: 'https://www.twilio.com/docs/errors/21211',
    status: 400,
  },
});

describe('Twilio transport', () => {
  it('posts the documented form with Basic auth and answers the message sid', async () => {
    answer = created;
    const transport = twilioSmsTransport({ accountSid, authToken, from: '+447700900000', baseUrl });
    expect(transport.kind).toBe('twilio');
    const result = await transport.deliver({
      to: '+447700900123',
      text: 'StepUp Vouchers code: 123456. It expires in 3 minutes. Never share it.',
    });
    expect(result).toEqual({ providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: {
          To: '+447700900123',
          From: '+447700900000',
          Body: 'StepUp Vouchers code: 123456. It expires in 3 minutes. Never share it.',
        },
      },
    ]);
  });

  it('sends from a Messaging Service when TWILIO_FROM is an MG… sid', async () => {
    answer = created;
    const transport = twilioSmsTransport({
      accountSid,
      authToken,
      from: messagingServiceSid,
      baseUrl: `${baseUrl}/`,
    });
    await transport.deliver({ to: '+447700900123', text: 'Hello' });
    expect(seen[0]!.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(seen[0]!.form).toEqual({
      To: '+447700900123',
      MessagingServiceSid: messagingServiceSid,
      Body: 'Hello',
    });
  });

  it("reports Twilio's refusal (21211 invalid 'To') as permanent, without the secrets", async () => {
    answer = invalidTo;
    const transport = twilioSmsTransport({ accountSid, authToken, from: '+447700900000', baseUrl });
    const error = await transport.deliver({ to: '+4470', text: 'Hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    const failure = error as SmsDeliveryError;
    expect(failure.permanent).toBe(true);
    expect(failure.providerCode).toBe(21211);
    expect(failure.message).toBe(
      "Twilio refused the message: 21211 The 'To' number +4470 is not a valid phone number. (HTTP 400)",
    );
    expect(failure.message).not.toContain(authToken);
    expect(failure.message).not.toContain(accountSid);
  });

  it('a wrong token is refused (20003) and the token is not in the error', async () => {
    answer = created;
    const wrongToken = 'not-the-token-but-also-secret-42';
    const transport = twilioSmsTransport({
      accountSid,
      authToken: wrongToken,
      from: '+447700900000',
      baseUrl,
    });
    const error = (await transport
      .deliver({ to: '+447700900123', text: 'Hi' })
      .catch((e: unknown) => e)) as SmsDeliveryError;
    expect(error.message).toBe('Twilio refused the message: 20003 Authenticate (HTTP 401)');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      wrongToken,
    );
  });

  it('retries later when Twilio is busy or down (429, 5xx)', async () => {
    const transport = twilioSmsTransport({ accountSid, authToken, from: '+447700900000', baseUrl });
    answer = () => ({
      status: 429,
      body: {
        code: 20429,
        message: 'Too Many Requests',
        more_info: 'https://www.twilio.com/docs/errors/20429',
        status: 429,
      },
    });
    const busy = (await transport
      .deliver({ to: '+447700900123', text: 'Hi' })
      .catch((e: unknown) => e)) as SmsDeliveryError;
    expect(busy.permanent).toBe(false);
    answer = () => ({ status: 503, body: {} });
    const down = (await transport
      .deliver({ to: '+447700900123', text: 'Hi' })
      .catch((e: unknown) => e)) as SmsDeliveryError;
    expect(down.permanent).toBe(false);
    expect(down.message).toBe('Twilio refused the message: HTTP 503 (HTTP 503)');
  });

  it('an unreachable Twilio is a retryable error that names no secret', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = twilioSmsTransport({
      accountSid,
      authToken,
      from: '+447700900000',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const error = (await transport
      .deliver({ to: '+447700900123', text: 'Hi' })
      .catch((e: unknown) => e)) as SmsDeliveryError;
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Twilio could not be reached (ECONNREFUSED)');
  });
});
