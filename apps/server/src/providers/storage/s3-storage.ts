import type { FileStorage } from './file-storage';
import { assertStorageKey } from './file-storage';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest } from './sigv4';

export interface S3Settings {
  /** The store's API address, e.g. https://s3.eu-west-2.amazonaws.com or an R2/MinIO endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load the files from (a CDN or the bucket's public address). */
  publicUrl: string;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which every
 * S3-compatible store accepts), signed with Signature Version 4. Keys are unique per upload, so
 * objects are stored as cacheable for a year.
 */
export function createS3Storage(
  settings: S3Settings,
  {
    fetch = (input, init) => globalThis.fetch(input, init),
    now = () => new Date(),
  }: { fetch?: Fetch; now?: () => Date } = {},
): FileStorage {
  const base = settings.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    return new URL(`${base}/${settings.bucket}/${key}`);
  };
  const signed = (
    method: string,
    url: URL,
    payloadSha256: string,
    headers: Record<string, string> = {},
  ) =>
    signRequest({
      method,
      url,
      headers,
      payloadSha256,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      now: now(),
    });

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const url = objectUrl(key);
      const headers = signed('PUT', url, sha256Hex(body), {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      delete headers.host;
      const res = await fetch(url.toString(), {
        method: 'PUT',
        headers,
        body: new Uint8Array(body),
      });
      if (!res.ok) throw new Error(`Storage refused ${key}: HTTP ${res.status}`);
    },
    async get(key) {
      const url = objectUrl(key);
      const headers = signed('GET', url, EMPTY_PAYLOAD_SHA256);
      delete headers.host;
      const res = await fetch(url.toString(), { method: 'GET', headers });
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
