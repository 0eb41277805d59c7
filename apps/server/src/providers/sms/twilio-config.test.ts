import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/stepup-config-test', AUTH_SECRET: 'x'.repeat(32) };
const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'a-very-secret-auth-token-value',
  TWILIO_FROM: '+447700900000',
};

describe('TWILIO_* configuration', () => {
  it('none set: texts stay in the outbox', () => {
    expect(readConfig(base).twilio).toBeUndefined();
    expect(
      readConfig({ ...base, TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' })
        .twilio,
    ).toBeUndefined();
  });

  it('all three set: Twilio', () => {
    expect(readConfig({ ...base, ...twilio }).twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: twilio.TWILIO_FROM,
    });
    const viaService = `MG${'0123456789abcdef'.repeat(2)}`;
    expect(readConfig({ ...base, ...twilio, TWILIO_FROM: viaService }).twilio?.from).toBe(
      viaService,
    );
  });

  it('refuses to start on a partial set, naming what is missing but no value', () => {
    const partial = () =>
      readConfig({
        ...base,
        TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: twilio.TWILIO_AUTH_TOKEN,
      });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/TWILIO_FROM: required with the other TWILIO_\* settings/);
    try {
      partial();
    } catch (err) {
      expect((err as Error).message).not.toContain(twilio.TWILIO_AUTH_TOKEN);
      expect((err as Error).message).not.toContain(twilio.TWILIO_ACCOUNT_SID);
    }
    expect(() => readConfig({ ...base, TWILIO_AUTH_TOKEN: twilio.TWILIO_AUTH_TOKEN })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_FROM/,
    );
  });

  it('refuses malformed values without echoing them', () => {
    const bad = () =>
      readConfig({
        ...base,
        ...twilio,
        TWILIO_ACCOUNT_SID: 'not-a-sid',
        TWILIO_FROM: '07700 900000',
      });
    expect(bad).toThrow(/TWILIO_ACCOUNT_SID: an Account SID/);
    expect(bad).toThrow(/TWILIO_FROM: an E.164 number/);
    try {
      bad();
    } catch (err) {
      expect((err as Error).message).not.toContain(twilio.TWILIO_AUTH_TOKEN);
    }
  });
});
