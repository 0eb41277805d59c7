import { z } from 'zod';
import { EMAIL_BADLY_FORMATTED, INVALID_TRADING_NAME, MOBILE_NUMBER_INVALID } from '@stepup/domain';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  boundedString,
} from './bounds';

/**
 * Account endpoints (/api/account/…). Request bodies are loosely typed here on purpose: the
 * server checks them with the domain's schemas, which report the messages of docs/product.md in its
 * order (a strict schema here would answer with generic messages first). Only lengths are bounded
 * here; an address too long to exist is badly formatted.
 */
const email = boundedString(EMAIL_MAX_LENGTH, EMAIL_BADLY_FORMATTED).optional();
const name = boundedString(NAME_MAX_LENGTH).optional();
const password = boundedString(PASSWORD_MAX_LENGTH).optional();
/** better-auth's emailed verification and email-change links carry a signed JWT (under 1 kB). */
const emailLinkToken = boundedString(2_000);

/** An altcha (v2) proof-of-work challenge, as the widget expects it. */
export const botCheckChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export const signUpRequestSchema = z.object({
  name,
  email,
  password,
  /** Business sign-up only: the company's trading name. */
  companyName: boundedString(COMPANY_NAME_MAX_LENGTH, INVALID_TRADING_NAME).optional(),
  /** Business sign-up only: an emailed team invitation's token; the account joins that company. */
  inviteToken: boundedString(200).optional(),
  /** The bot-check widget's payload (base64 JSON). */
  botCheck: boundedString(10_000).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email,
  password,
  rememberMe: z.boolean().default(false),
  /** The bot check's payload, asked for once an account has had many failed sign-ins. */
  botCheck: boundedString(10_000).optional(),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const accountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  audience: z.enum(['customer', 'business']),
  roleClass: z.enum(['admin', 'company']).nullable(),
  twoFactorEnabled: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const sessionSchema = z.object({ user: accountUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/**
 * The second factors an account has, as the sign-in step may show them: an authenticator app
 * (with backup codes) and/or text messages to a number of which only the last digits are shown.
 */
export const twoFactorMethodsSchema = z.object({
  authenticator: z.boolean(),
  textMessage: z.object({ maskedPhoneNumber: z.string() }).nullable(),
});
export type TwoFactorMethods = z.infer<typeof twoFactorMethodsSchema>;

/**
 * Sign-in answers either the signed-in user, or that a second factor comes next and which ones
 * the account has (`twoFactorMethods`, present whenever `twoFactorRequired`).
 */
export const signInResponseSchema = z.object({
  user: accountUserSchema.nullable(),
  twoFactorRequired: z.boolean(),
  twoFactorMethods: twoFactorMethodsSchema.optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const passwordConfirmationSchema = z.object({ password });
export const twoFactorEnrolmentSchema = z.object({
  /** otpauth:// URI for the authenticator app (shown as a QR code). */
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
export const twoFactorCodeSchema = z.object({
  code: boundedString(20).optional(),
  backupCode: boundedString(40).optional(),
});

/** Text-message codes, step 1: the mobile number (UK, checked by the domain rule) and password. */
export const textMessageEnrolmentRequestSchema = z.object({
  phoneNumber: boundedString(40, MOBILE_NUMBER_INVALID).optional(),
  password,
});
export type TextMessageEnrolmentRequest = z.infer<typeof textMessageEnrolmentRequestSchema>;
/** Where a code was texted: the number with all but its last digits hidden (•••• ••• 123). */
export const textCodeSentSchema = z.object({ sentTo: z.string() });
export type TextCodeSent = z.infer<typeof textCodeSentSchema>;
export const textCodeSchema = z.object({ code: boundedString(20).optional() });

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const verifyEmailRequestSchema = z.object({
  token: emailLinkToken.min(1),
  /** The second verify page: sign in once an email change's link is spent (where allowed). */
  signIn: z.boolean().optional(),
});
/** `signedIn`: this browser now has the account's session (an email change's link only). */
export const verifyEmailResponseSchema = z.object({ message: z.string(), signedIn: z.boolean() });

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  /** better-auth's reset token is 24 characters. */
  token: boundedString(200).optional(),
  password,
  confirmPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The signed-in customer's own details (My Vouchers & Account → Edit Profile). */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** A requested new email, waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateNameRequestSchema = z.object({ name });
export const changeEmailRequestSchema = z.object({ newEmail: email });
export const changePasswordRequestSchema = z.object({
  currentPassword: password,
  newPassword: password,
  retypePassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
