import type { RateRule } from '../../plugins/rate-limit';

const minutes = (n: number) => n * 60_000;

/**
 * The accounts use cases' limits (sign-in has its own: sign-in-limits.ts). Each use case counts
 * its attempt per address before anything else, and per account once it knows who is signed in.
 */
export const accountRateRules = {
  // Sign-up also costs a proof of work per attempt; this only stops a patient script.
  signUpPerIp: { name: 'sign-up:ip', limit: 30, windowMs: minutes(60) },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowMs: minutes(60) },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowMs: minutes(60) },
  verifyPerIp: { name: 'verify:ip', limit: 30, windowMs: minutes(15) },
  resetPerIp: { name: 'reset:ip', limit: 10, windowMs: minutes(15) },
  twoFactorPerIp: { name: 'two-factor:ip', limit: 20, windowMs: minutes(15) },
  // Each texted code costs money and lands on someone's phone: few per account and per IP.
  textCodePerAccount: { name: 'text-code:account', limit: 5, windowMs: minutes(15) },
  textCodePerIp: { name: 'text-code:ip', limit: 5, windowMs: minutes(15) },
  // Every endpoint that checks the current password (changing it, turning two-step sign-in on or
  // off, text-message codes) shares these: per account, so a stolen session cannot guess it.
  passwordCheckPerIp: { name: 'password-check:ip', limit: 30, windowMs: minutes(15) },
  passwordCheckPerAccount: { name: 'password-check:account', limit: 10, windowMs: minutes(15) },
  // An email change mails two addresses and tells whether an address has an account.
  emailChangePerIp: { name: 'email-change:ip', limit: 20, windowMs: minutes(60) },
  emailChangePerAccount: { name: 'email-change:account', limit: 5, windowMs: minutes(60) },
  nameChangePerIp: { name: 'name-change:ip', limit: 60, windowMs: minutes(60) },
  nameChangePerAccount: { name: 'name-change:account', limit: 20, windowMs: minutes(60) },
  // "Download my data" reads every row of the account: enough for a person, not for a script.
  dataExportPerIp: { name: 'data-export:ip', limit: 30, windowMs: minutes(60) },
  dataExportPerAccount: { name: 'data-export:account', limit: 10, windowMs: minutes(60) },
} satisfies Record<string, RateRule>;
