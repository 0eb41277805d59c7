import { z } from 'zod';
import {
  botCheckChallengeSchema,
  messageSchema,
  profileSchema,
  sessionSchema,
  signInResponseSchema,
  textCodeSentSchema,
  twoFactorEnrolmentSchema,
  twoFactorMethodsSchema,
} from './account';
import type {
  ChangePasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  TextMessageEnrolmentRequest,
} from './account';
import { campaignDetailSchema, campaignListSchema, categoryListSchema } from './catalog';
import { favouriteListSchema, favouriteStateSchema } from './favourites';
import { unlockedListSchema, walletSchema } from './wallet';
import {
  createPurchaseResponseSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
  sandboxIntentStateSchema,
} from './purchases';
import type {
  CreatePurchaseRequest,
  SandboxChallengeRequest,
  SandboxConfirmRequest,
} from './purchases';
import {
  adminCampaignListSchema,
  adminCampaignSchema,
  adminCompanyDetailSchema,
  adminCompanyListSchema,
  adminCompanyViewSchema,
  adminCountersSchema,
  identityConfirmedSchema,
} from './admin';
import type {
  AdminCampaignListQuery,
  AdminCompanyListQuery,
  CampaignActionRequest,
  CompanyDecisionRequest,
  ConfirmIdentityRequest,
} from './admin';
import {
  companyBasicInformationSchema,
  companyImageSchema,
  companySalesSchema,
  companySetupSchema,
  companyWebsiteConnectionSchema,
  connectPaymentsResponseSchema,
  paymentsConnectionSchema,
} from './company';
import type {
  CompanyBasicInformationRequest,
  CompanyImageKind,
  CompanyWebsiteConnectionRequest,
} from './company';
import { companyCampaignsApi } from './company-campaigns-client';
import { teamApi } from './team';
import { devMailListSchema } from './dev-mail';
import { devSmsListSchema } from './dev-sms';
import type { CampaignListQuery } from './catalog';
import { errorResponseSchema } from './errors';
import type { ErrorCode } from './errors';
import { healthSchema, siteSettingsSchema } from './site';
import {
  aboutFactsSchema,
  contentPageResponseSchema,
  faqListSchema,
  pressListSchema,
  storyListSchema,
  storyResponseSchema,
} from './content';

/** `?a=1&b=2` from the set values of a query object ('' when none is set). */
function queryString(query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** An error answer from the API, carrying the message meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the API lives under; '' means the page's own origin (both sites serve /api). */
  baseUrl?: string;
  fetch?: Fetch;
}

/**
 * The typed client both apps use. Every answer is parsed with the same schema the server
 * validates its output with, so a drifted response fails loudly here, not in a component.
 */
export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
  const doFetch: Fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends z.ZodType>(
    schema: S,
    path: string,
    init?: RequestInit,
  ): Promise<z.infer<S>> {
    const response = await doFetch(`${baseUrl}/api${path}`, {
      credentials: 'include',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
    const body: unknown =
      response.status === 204 ? null : await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(body);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        throw new ApiError(response.status, code, message, fields);
      }
      throw new ApiError(response.status, 'internal', 'Something went wrong, please try again.');
    }
    return schema.parse(body);
  }

  const post = <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
    request(schema, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    health: () => request(healthSchema, '/health'),
    site: () => request(siteSettingsSchema, '/site'),
    categories: () => request(categoryListSchema, '/categories'),
    campaigns: (query: CampaignListQuery = {}) => {
      const search = new URLSearchParams();
      if (query.category) search.set('category', query.category);
      if (query.sort) search.set('sort', query.sort);
      const qs = search.toString();
      return request(campaignListSchema, `/campaigns${qs ? `?${qs}` : ''}`);
    },
    campaign: (id: string) => request(campaignDetailSchema, `/campaigns/${encodeURIComponent(id)}`),

    /** Stored pages, stories, press, FAQs and the About Us counters (read by anyone). */
    content: {
      page: (id: string) => request(contentPageResponseSchema, `/pages/${encodeURIComponent(id)}`),
      pageBySlug: (slug: string) =>
        request(contentPageResponseSchema, `/pages/by-slug/${encodeURIComponent(slug)}`),
      stories: () => request(storyListSchema, '/stories'),
      story: (id: string) => request(storyResponseSchema, `/stories/${encodeURIComponent(id)}`),
      press: () => request(pressListSchema, '/press'),
      faqs: () => request(faqListSchema, '/faqs'),
      about: () => request(aboutFactsSchema, '/about'),
    },
    /** The header's voucher search: visible campaigns matching the text (none for empty text). */
    searchCampaigns: (q: string) =>
      request(campaignListSchema, `/campaigns/search?${new URLSearchParams({ q }).toString()}`),
    /** The signed-in customer's favourite campaigns. */
    favourites: {
      list: () => request(favouriteListSchema, '/favourites'),
      add: (campaignId: string) =>
        request(favouriteStateSchema, `/favourites/${encodeURIComponent(campaignId)}`, {
          method: 'PUT',
        }),
      remove: (campaignId: string) =>
        request(favouriteStateSchema, `/favourites/${encodeURIComponent(campaignId)}`, {
          method: 'DELETE',
        }),
    },
    /** The signed-in customer's vouchers and the campaigns they have unlocked a higher step of. */
    wallet: {
      get: () => request(walletSchema, '/wallet'),
      unlocked: () => request(unlockedListSchema, '/wallet/unlocked'),
    },
    /** Buying a voucher: the server prices it and answers the card payment's client secret. */
    purchases: {
      create: (body: CreatePurchaseRequest) =>
        post(createPurchaseResponseSchema, '/purchases', body),
      /**
       * Payment progress; a guest passes the client secret their purchase answered (sent in a
       * header, never in the URL).
       */
      status: (paymentId: string, clientSecret?: string) =>
        request(
          paymentProgressSchema,
          `/purchases/${encodeURIComponent(paymentId)}/status`,
          clientSecret ? { headers: { [PAYMENT_CLIENT_SECRET_HEADER]: clientSecret } } : undefined,
        ),
      /** The sandbox card form and its 3-D Secure page (sandbox provider only). */
      sandboxConfirm: (intentId: string, body: SandboxConfirmRequest) =>
        post(
          sandboxIntentStateSchema,
          `/payments/sandbox/intents/${encodeURIComponent(intentId)}/confirm`,
          body,
        ),
      sandboxChallenge: (intentId: string, body: SandboxChallengeRequest) =>
        post(
          sandboxIntentStateSchema,
          `/payments/sandbox/intents/${encodeURIComponent(intentId)}/challenge`,
          body,
        ),
    },

    account: {
      botCheckChallenge: () => request(botCheckChallengeSchema, '/account/bot-check'),
      session: () => request(sessionSchema, '/account/session'),
      signUp: (body: SignUpRequest) => post(messageSchema, '/account/sign-up', body),
      signIn: (body: SignInRequest) => post(signInResponseSchema, '/account/sign-in', body),
      signOut: () => post(sessionSchema, '/account/sign-out', {}),
      verifyEmail: (token: string) => post(messageSchema, '/account/verify-email', { token }),
      /** The old address's link that undoes an email change. */
      recoverEmail: (token: string) => post(messageSchema, '/account/recover-email', { token }),
      /** The emailed link that removes a second factor someone else added. */
      revertTwoFactor: (token: string) =>
        post(messageSchema, '/account/revert-two-factor', { token }),
      forgotPassword: (email: string) => post(messageSchema, '/account/forgot-password', { email }),
      resetPassword: (body: ResetPasswordRequest) =>
        post(z.null(), '/account/reset-password', body),
      profile: () => request(profileSchema, '/account/profile'),
      changeName: (name: string) => post(messageSchema, '/account/name', { name }),
      changeEmail: (newEmail: string) => post(messageSchema, '/account/email', { newEmail }),
      changePassword: (body: ChangePasswordRequest) =>
        post(messageSchema, '/account/password', body),
      close: () => post(sessionSchema, '/account/close', {}),
      twoFactor: {
        start: (password: string) =>
          post(twoFactorEnrolmentSchema, '/account/two-factor/start', { password }),
        confirm: (code: string) => post(sessionSchema, '/account/two-factor/confirm', { code }),
        disable: (password: string) =>
          post(sessionSchema, '/account/two-factor/disable', { password }),
        /** Sign-in step 2: a code from the app, or one of the backup codes. */
        verify: (body: { code?: string; backupCode?: string }) =>
          post(sessionSchema, '/account/two-factor/verify', body),
        /** The signed-in user's second factors (authenticator app, texted codes). */
        methods: () => request(twoFactorMethodsSchema, '/account/two-factor/methods'),
        /** Text-message codes: a code is texted to the number (password required). */
        startTextMessage: (body: TextMessageEnrolmentRequest) =>
          post(textCodeSentSchema, '/account/two-factor/text-message/start', body),
        /** The texted code turns text-message codes (and two-step sign-in) on. */
        confirmTextMessage: (code: string) =>
          post(sessionSchema, '/account/two-factor/text-message/confirm', { code }),
        /** Sign-in step 2: text a code to the account's number. */
        sendSignInText: () => post(textCodeSentSchema, '/account/two-factor/text-message/send', {}),
        /** Sign-in step 2: the texted code. */
        verifySignInText: (code: string) =>
          post(sessionSchema, '/account/two-factor/text-message/verify', { code }),
      },
    },

    /** The signed-in company user's own company (never another's: the server takes it from them). */
    company: {
      setup: () => request(companySetupSchema, '/company/setup'),
      basicInformation: () => request(companyBasicInformationSchema, '/company/basic-information'),
      saveBasicInformation: (body: CompanyBasicInformationRequest) =>
        request(companyBasicInformationSchema, '/company/basic-information', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      /** Multipart upload; the server decodes the image and checks its pixel size. */
      uploadImage: (kind: CompanyImageKind, file: Blob, fileName = 'image') => {
        const form = new FormData();
        form.append('image', file, fileName);
        return request(companyImageSchema, `/company/images/${kind}`, {
          method: 'POST',
          body: form,
        });
      },
      payments: () => request(paymentsConnectionSchema, '/company/payments'),
      connectPayments: () => post(connectPaymentsResponseSchema, '/company/payments/connect', {}),
      sales: (page = 1) => request(companySalesSchema, `/company/sales?page=${page}`),
      /** The CSV export's address (a download link, not a JSON call). */
      salesCsvUrl: () => `${baseUrl}/api/company/sales.csv`,
      websiteConnection: () =>
        request(companyWebsiteConnectionSchema, '/company/website-connection'),
      saveWebsiteConnection: (body: CompanyWebsiteConnectionRequest) =>
        request(companyWebsiteConnectionSchema, '/company/website-connection', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    },

    admin: {
      counters: () => request(adminCountersSchema, '/admin/counters'),
      companies: (query: AdminCompanyListQuery = {}) =>
        request(adminCompanyListSchema, `/admin/companies${queryString(query)}`),
      company: (id: string) =>
        request(adminCompanyDetailSchema, `/admin/companies/${encodeURIComponent(id)}`),
      /** Approve a company, or deny it with a reason; its owners are emailed. */
      decideCompany: (id: string, body: CompanyDecisionRequest) =>
        post(adminCompanyDetailSchema, `/admin/companies/${encodeURIComponent(id)}/decision`, body),
      /** Read-only: the company's campaigns and sales as its dashboard shows them. */
      companyView: (id: string) =>
        request(adminCompanyViewSchema, `/admin/companies/${encodeURIComponent(id)}/view`),
      campaigns: (query: AdminCampaignListQuery = {}) =>
        request(adminCampaignListSchema, `/admin/campaigns${queryString(query)}`),
      /** One step of the campaign rule table (approve, reject with a reason, feature, …). */
      campaignAction: (id: string, body: CampaignActionRequest) =>
        post(adminCampaignSchema, `/admin/campaigns/${encodeURIComponent(id)}/actions`, body),
      /**
       * Password and authenticator code: the most sensitive actions (approving or denying a
       * company, approving, freezing or ending a campaign) are allowed for a while after.
       */
      confirmIdentity: (body: ConfirmIdentityRequest) =>
        post(identityConfirmedSchema, '/admin/confirm-identity', body),
    },

    /** The company's campaigns, dashboard figures and switches, and redeeming its vouchers. */
    companyCampaigns: companyCampaignsApi(request),

    /** The company's team, its invitations and perks; taking up an invitation. */
    team: teamApi(request),

    /** The local mailbox (outbox transport, outside production only). */
    devMail: (to: string) => request(devMailListSchema, `/dev/mail?to=${encodeURIComponent(to)}`),
    /** The local phone (outbox SMS transport, outside production only). */
    devSms: (to: string) => request(devSmsListSchema, `/dev/sms?to=${encodeURIComponent(to)}`),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
