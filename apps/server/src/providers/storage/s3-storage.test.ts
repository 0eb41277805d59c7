import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

describe('Signature Version 4 (aws4fetch, as the storage configures it)', () => {
  it("matches AWS's documented GET Object example", async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (Example: GET Object)
    const { headers } = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      allHeaders: true,
    }).sign();
    // aws4fetch separates the three parts with ", " where AWS's example has ","; both are valid.
    expect(headers.get('authorization')?.replaceAll(', ', ',')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
  });
});

describe('S3-compatible storage', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    // A stand-in bucket: stores PUT bodies, answers GETs, 404 for unknown keys.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!, headers: req.headers });
        if (req.method === 'PUT') {
          objects.set(req.url!, {
            body: Buffer.concat(chunks),
            type: String(req.headers['content-type']),
          });
          res.writeHead(200).end();
        } else {
          const found = objects.get(req.url!);
          if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': found.type }).end(found.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and gets objects path-style with signed requests, and addresses them publicly', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'eu-west-2',
      bucket: 'stepup-files',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      publicUrl: 'https://files.stepup.test/',
    });
    expect(storage.kind).toBe('s3');
    await storage.put('companies/c1/logo-ab12-400.webp', Buffer.from('webp bytes'), 'image/webp');
    const [put] = seen;
    expect(put).toMatchObject({
      method: 'PUT',
      path: '/stepup-files/companies/c1/logo-ab12-400.webp',
    });
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // aws4fetch separates the Authorization parts with ", " (as AWS accepts); compared without the space.
    expect(put!.headers.authorization?.replaceAll(', ', ',')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect((await storage.get('companies/c1/logo-ab12-400.webp'))?.toString()).toBe('webp bytes');
    expect(await storage.get('companies/c1/missing.webp')).toBeNull();
    expect(storage.url('companies/c1/logo-ab12-400.webp')).toBe(
      'https://files.stepup.test/companies/c1/logo-ab12-400.webp',
    );
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('signs the session token of temporary keys', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'eu-west-2',
      bucket: 'stepup-files',
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret-example',
      sessionToken: 'session-token-example',
      publicUrl: 'https://files.stepup.test',
    });
    seen.length = 0;
    expect(await storage.get('companies/c1/missing.webp')).toBeNull();
    const [get] = seen;
    expect(get!.headers['x-amz-security-token']).toBe('session-token-example');
    expect(get!.headers.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,/,
    );
  });
});
