import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3-compatible object stores (AWS S3, Cloudflare R2, MinIO…),
// header-based, as https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
// describes. Small enough to keep here rather than add an SDK for two calls.

export const EMPTY_PAYLOAD_SHA256 =
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as S3's canonical URI wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface SigningInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type). */
  headers?: Record<string, string>;
  payloadSha256: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  now: Date;
}

/** The request's headers with `x-amz-date`, `x-amz-content-sha256` and `authorization` added. */
export function signRequest(input: SigningInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = input.url.host;
  headers['x-amz-content-sha256'] = input.payloadSha256;
  headers['x-amz-date'] = amzDate;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalUri = input.url.pathname
    .split('/')
    .map((s) => encodeSegment(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri || '/',
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    input.payloadSha256,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
