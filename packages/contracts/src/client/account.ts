import type {
  botCheckChallengeSchema,
  messageSchema,
  profileSchema,
  sessionSchema,
  signInResponseSchema,
  textCodeSentSchema,
  twoFactorEnrolmentSchema,
  twoFactorMethodsSchema,
  verifyEmailResponseSchema,
} from '../account';
import type {
  ChangePasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  TextMessageEnrolmentRequest,
} from '../account';
import type { Transport } from './http';

/** Signing up and in, the emailed links, the profile and the second factors. */
export function accountApi({ request, post, baseUrl }: Transport) {
  return {
    /** The customer's data as a JSON file (a download link: the browser saves it). */
    dataExportUrl: () => `${baseUrl}/api/account/data-export`,
    /** The customer's vouchers as a CSV file (a download link). */
    vouchersCsvUrl: () => `${baseUrl}/api/account/data-export/vouchers.csv`,
    botCheckChallenge: () => request<typeof botCheckChallengeSchema>('/account/bot-check'),
    session: () => request<typeof sessionSchema>('/account/session'),
    signUp: (body: SignUpRequest) => post<typeof messageSchema>('/account/sign-up', body),
    signIn: (body: SignInRequest) => post<typeof signInResponseSchema>('/account/sign-in', body),
    signOut: () => post<typeof sessionSchema>('/account/sign-out', {}),
    verifyEmail: (token: string, options: { signIn?: boolean } = {}) =>
      post<typeof verifyEmailResponseSchema>('/account/verify-email', { token, ...options }),
    /** The old address's link that undoes an email change. */
    recoverEmail: (token: string) =>
      post<typeof messageSchema>('/account/recover-email', { token }),
    /** The emailed link that removes a second factor someone else added. */
    revertTwoFactor: (token: string) =>
      post<typeof messageSchema>('/account/revert-two-factor', { token }),
    forgotPassword: (email: string) =>
      post<typeof messageSchema>('/account/forgot-password', { email }),
    resetPassword: (body: ResetPasswordRequest) => post<null>('/account/reset-password', body),
    profile: () => request<typeof profileSchema>('/account/profile'),
    changeName: (name: string) => post<typeof messageSchema>('/account/name', { name }),
    changeEmail: (newEmail: string) => post<typeof messageSchema>('/account/email', { newEmail }),
    changePassword: (body: ChangePasswordRequest) =>
      post<typeof messageSchema>('/account/password', body),
    close: () => post<typeof sessionSchema>('/account/close', {}),
    twoFactor: {
      start: (password: string) =>
        post<typeof twoFactorEnrolmentSchema>('/account/two-factor/start', { password }),
      confirm: (code: string) =>
        post<typeof sessionSchema>('/account/two-factor/confirm', { code }),
      disable: (password: string) =>
        post<typeof sessionSchema>('/account/two-factor/disable', { password }),
      /** Sign-in step 2: a code from the app, or one of the backup codes. */
      verify: (body: { code?: string; backupCode?: string }) =>
        post<typeof sessionSchema>('/account/two-factor/verify', body),
      /** The signed-in user's second factors (authenticator app, texted codes). */
      methods: () => request<typeof twoFactorMethodsSchema>('/account/two-factor/methods'),
      /** Text-message codes: a code is texted to the number (password required). */
      startTextMessage: (body: TextMessageEnrolmentRequest) =>
        post<typeof textCodeSentSchema>('/account/two-factor/text-message/start', body),
      /** The texted code turns text-message codes (and two-step sign-in) on. */
      confirmTextMessage: (code: string) =>
        post<typeof sessionSchema>('/account/two-factor/text-message/confirm', { code }),
      /** Sign-in step 2: text a code to the account's number. */
      sendSignInText: () =>
        post<typeof textCodeSentSchema>('/account/two-factor/text-message/send', {}),
      /** Sign-in step 2: the texted code. */
      verifySignInText: (code: string) =>
        post<typeof sessionSchema>('/account/two-factor/text-message/verify', { code }),
    },
  };
}
