import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './file-storage';

export interface S3Settings {
  /** The store's API address, e.g. https://s3.eu-west-2.amazonaws.com or an R2/MinIO endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The temporary credentials' session token (AWS STS), when the keys are temporary ones. */
  sessionToken?: string;
  /** Where browsers load the files from (a CDN or the bucket's public address). */
  publicUrl: string;
}

type Fetch = (request: Request) => Promise<Response>;

/** The SHA-256 of an empty body, the payload hash of a GET. */
const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

/** `20130524T000000Z`, the form of X-Amz-Date. */
const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which every
 * S3-compatible store accepts), signed with Signature Version 4 by aws4fetch (ADR 022). Every
 * header and the payload's SHA-256 are signed. Keys are unique per upload, so objects are stored
 * as cacheable for a year.
 */
export function createS3Storage(
  settings: S3Settings,
  {
    fetch = (request) => globalThis.fetch(request),
    now = () => new Date(),
  }: { fetch?: Fetch; now?: () => Date } = {},
): FileStorage {
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    sessionToken: settings.sessionToken,
    service: 's3',
    region: settings.region,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    return `${base}/${settings.bucket}/${key}`;
  };
  const send = async (url: string, init: RequestInit, payloadSha256: string) =>
    fetch(
      await aws.sign(url, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          'x-amz-content-sha256': payloadSha256,
        },
        // allHeaders: content-type is signed too (aws4fetch leaves it out by default).
        aws: { datetime: amzDate(now()), allHeaders: true },
      }),
    );

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send(
        objectUrl(key),
        {
          method: 'PUT',
          headers: {
            'content-type': contentType,
            'cache-control': 'public, max-age=31536000, immutable',
          },
          body: new Uint8Array(body),
        },
        createHash('sha256').update(body).digest('hex'),
      );
      if (!res.ok) throw new Error(`Storage refused ${key}: HTTP ${res.status}`);
    },
    async get(key) {
      const res = await send(objectUrl(key), { method: 'GET' }, EMPTY_PAYLOAD_SHA256);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Storage could not read ${key}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    url(key) {
      assertStorageKey(key);
      return `${settings.publicUrl.replace(/\/+$/, '')}/${key}`;
    },
  };
}
