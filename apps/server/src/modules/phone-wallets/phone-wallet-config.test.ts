import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config';
import { productionEnv } from '../../../test/production-env';
import { makeWalletCredentials } from '../../../test/wallet-credentials';

// The phone wallets' settings (ADR 058): all or none of each wallet's, validated at start, and a
// production server refuses to start with half a set (or a key its passphrase does not open).

const credentials = makeWalletCredentials();
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const production = (changes: Record<string, string | undefined> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-wallet-config-'));
  dirs.push(dir);
  return { ...productionEnv, DATA_DIR: dir, ...changes };
};
const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('the configuration was accepted');
};

const apple = {
  APPLE_PASS_TYPE_IDENTIFIER: 'pass.com.example.vouchers',
  APPLE_TEAM_IDENTIFIER: 'ABCDE12345',
  APPLE_PASS_CERTIFICATE: credentials.passCertPem,
  APPLE_PASS_KEY: credentials.passKeyEncryptedPem,
  APPLE_PASS_KEY_PASSPHRASE: credentials.passphrase,
  APPLE_WWDR_CERTIFICATE: credentials.wwdrPem,
};
const google = {
  GOOGLE_WALLET_ISSUER_EMAIL: 'wallet@example.iam.gserviceaccount.com',
  GOOGLE_WALLET_PRIVATE_KEY: credentials.google.privateKeyPem,
  GOOGLE_WALLET_CLASS_ID: '3388000000012345678.vouchers',
};

describe('phone wallet settings', () => {
  it('offers each wallet with its complete set, and neither without', () => {
    const config = readConfig(production({ ...apple, ...google }));
    expect(config.appleWallet).toMatchObject({
      passTypeIdentifier: 'pass.com.example.vouchers',
      teamIdentifier: 'ABCDE12345',
      keyPassphrase: credentials.passphrase,
      apnsUrl: 'https://api.push.apple.com',
    });
    expect(config.googleWallet).toMatchObject({
      issuerId: '3388000000012345678',
      classId: '3388000000012345678.vouchers',
      apiUrl: 'https://walletobjects.googleapis.com/walletobjects/v1',
    });
    const none = readConfig(production());
    expect(none.appleWallet).toBeUndefined();
    expect(none.googleWallet).toBeUndefined();
  });

  it('refuses to start in production with half of either set, naming what is missing and no value', () => {
    const halfApple = problemsOf(
      production({ ...apple, APPLE_WWDR_CERTIFICATE: undefined, APPLE_TEAM_IDENTIFIER: '' }),
    );
    expect(halfApple).toContain(
      'APPLE_TEAM_IDENTIFIER, APPLE_WWDR_CERTIFICATE: required with the other APPLE_* settings (set all five or none)',
    );
    const halfGoogle = problemsOf(
      production({ GOOGLE_WALLET_CLASS_ID: google.GOOGLE_WALLET_CLASS_ID }),
    );
    expect(halfGoogle).toContain(
      'GOOGLE_WALLET_ISSUER_EMAIL, GOOGLE_WALLET_PRIVATE_KEY: required with the other GOOGLE_WALLET_* settings (set all three or none)',
    );
    for (const line of [...halfApple, ...halfGoogle]) {
      expect(line).not.toContain('BEGIN');
      expect(line).not.toContain(credentials.passphrase);
    }
  });

  it('refuses a key its passphrase does not open, and what is not a certificate', () => {
    expect(
      problemsOf(production({ ...apple, APPLE_PASS_KEY_PASSPHRASE: 'wrong-phrase' })),
    ).toContain(
      'APPLE_PASS_KEY: does not open with APPLE_PASS_KEY_PASSPHRASE (or is not a PEM private key)',
    );
    expect(problemsOf(production({ ...apple, APPLE_PASS_KEY_PASSPHRASE: undefined }))).toContain(
      'APPLE_PASS_KEY: is not a PEM private key, or needs APPLE_PASS_KEY_PASSPHRASE',
    );
    expect(
      problemsOf(production({ ...apple, APPLE_WWDR_CERTIFICATE: 'not a certificate' })),
    ).toContain('APPLE_WWDR_CERTIFICATE: a PEM certificate (or base64 of one)');
    expect(problemsOf(production({ ...apple, APPLE_PASS_TYPE_IDENTIFIER: 'vouchers' }))).toContain(
      'APPLE_PASS_TYPE_IDENTIFIER: a Pass Type ID: pass.com.example.vouchers',
    );
  });
});
