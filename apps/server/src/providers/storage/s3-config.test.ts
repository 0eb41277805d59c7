import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/stepup-config-test', AUTH_SECRET: 'x'.repeat(32) };
const s3 = {
  S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
  S3_BUCKET: 'stepup-files',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'very-secret-example',
};

describe('S3_* configuration', () => {
  it('none set: files stay on the disk', () => {
    expect(readConfig(base).s3).toBeUndefined();
  });

  it('all four set: the bucket, us-east-1 and the bucket address by default', () => {
    expect(readConfig({ ...base, ...s3 }).s3).toEqual({
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      region: 'us-east-1',
      bucket: 'stepup-files',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'very-secret-example',
      publicUrl: 'https://s3.eu-west-2.amazonaws.com/stepup-files',
    });
    expect(
      readConfig({ ...base, ...s3, S3_REGION: 'eu-west-2', S3_PUBLIC_URL: 'https://files.shop' })
        .s3,
    ).toMatchObject({ region: 'eu-west-2', publicUrl: 'https://files.shop' });
  });

  it('S3_SESSION_TOKEN goes with temporary keys, and is not needed for the set to be whole', () => {
    expect(
      readConfig({ ...base, ...s3, S3_SESSION_TOKEN: 'session-token-example' }).s3,
    ).toMatchObject({ sessionToken: 'session-token-example' });
    expect(readConfig({ ...base, ...s3 }).s3).not.toHaveProperty('sessionToken');
  });

  it('a partial set refuses to start, naming the missing settings and never the secret', () => {
    const { S3_BUCKET: _bucket, ...partial } = s3;
    let message = '';
    try {
      readConfig({ ...base, ...partial });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toContain('S3_BUCKET: required with the other S3_* settings');
    expect(message).not.toContain('very-secret-example');
  });
});
