import type { z } from 'zod';
import { CUSTOM_OFFER_KEY_HEADER } from '../headers';
import type {
  CampaignCustomOfferSettings,
  CreateCustomOfferRequest,
  companyCustomOfferQuerySchema,
  campaignCustomOfferSettingsSchema,
  companyCustomOfferListSchema,
  companyCustomOfferSchema,
  customerCustomOfferListSchema,
  customerCustomOfferSchema,
  createCustomOfferResponseSchema,
  customOfferPaymentSchema,
} from '../custom-offers';
import type { sandboxSetupStateSchema } from '../purchases';
import type { SandboxChallengeRequest, SandboxConfirmRequest } from '../purchases';
import type { Transport } from './http';
import { json, queryString } from './http';

const offerPath = (offerId: string, action = '') =>
  `/custom-offers/${encodeURIComponent(offerId)}${action ? `/${action}` : ''}`;

/** The offer's key, when the caller holds one (a guest, or an emailed link), in its header. */
const withKey = (offerKey: string | undefined, init: RequestInit = {}): RequestInit =>
  offerKey
    ? { ...init, headers: { ...(init.headers ?? {}), [CUSTOM_OFFER_KEY_HEADER]: offerKey } }
    : init;

/** The customer's side of custom offers (ADR 027). */
export function customOffersApi({ request, post }: Transport) {
  return {
    /** Makes an offer: the answer says how to save the card (or pay, when auto-accepted). */
    create: (body: CreateCustomOfferRequest) =>
      post<typeof createCustomOfferResponseSchema>('/custom-offers', body),
    /** The card form finished: the server checks the setup with the provider itself. */
    cardSaved: (offerId: string, offerKey?: string) =>
      request<typeof customerCustomOfferSchema>(
        offerPath(offerId, 'card-saved'),
        withKey(offerKey, json('POST', {})),
      ),
    /** The signed-in customer's offers, newest first. */
    list: () => request<typeof customerCustomOfferListSchema>('/custom-offers'),
    get: (offerId: string, offerKey?: string) =>
      request<typeof customerCustomOfferSchema>(offerPath(offerId), withKey(offerKey)),
    withdraw: (offerId: string, offerKey?: string) =>
      request<typeof customerCustomOfferSchema>(
        offerPath(offerId, 'withdraw'),
        withKey(offerKey, json('POST', {})),
      ),
    acceptCounter: (offerId: string, offerKey?: string) =>
      request<typeof customerCustomOfferSchema>(
        offerPath(offerId, 'accept-counter'),
        withKey(offerKey, json('POST', {})),
      ),
    /** An accepted offer whose charge needs the customer: the open payment to complete. */
    payment: (offerId: string, offerKey?: string) =>
      request<typeof customOfferPaymentSchema>(
        offerPath(offerId, 'payment'),
        withKey(offerKey, json('POST', {})),
      ),
    /** The sandbox card form for a setup, and its 3-D Secure page (sandbox provider only). */
    sandboxConfirmSetup: (setupIntentId: string, body: SandboxConfirmRequest) =>
      post<typeof sandboxSetupStateSchema>(
        `/payments/sandbox/setup-intents/${encodeURIComponent(setupIntentId)}/confirm`,
        body,
      ),
    sandboxSetupChallenge: (setupIntentId: string, body: SandboxChallengeRequest) =>
      post<typeof sandboxSetupStateSchema>(
        `/payments/sandbox/setup-intents/${encodeURIComponent(setupIntentId)}/challenge`,
        body,
      ),
  };
}

const companyOfferPath = (offerId: string, action: string) =>
  `/company/custom-offers/${encodeURIComponent(offerId)}/${action}`;

/** The company's side: its inbox, its answers, and a campaign's offer settings. */
export function companyCustomOffersApi({ request, post }: Transport) {
  return {
    list: (query: z.input<typeof companyCustomOfferQuerySchema> = {}) =>
      request<typeof companyCustomOfferListSchema>(
        `/company/custom-offers${queryString({ view: query.view })}`,
      ),
    accept: (offerId: string) =>
      post<typeof companyCustomOfferSchema>(companyOfferPath(offerId, 'accept'), {}),
    decline: (offerId: string, reason?: string) =>
      post<typeof companyCustomOfferSchema>(
        companyOfferPath(offerId, 'decline'),
        reason ? { reason } : {},
      ),
    counter: (offerId: string, discount: number) =>
      post<typeof companyCustomOfferSchema>(companyOfferPath(offerId, 'counter'), { discount }),
    campaignSettings: (campaignId: string, settings: CampaignCustomOfferSettings) =>
      request<typeof campaignCustomOfferSettingsSchema>(
        `/company/campaigns/${encodeURIComponent(campaignId)}/custom-offers`,
        json('PUT', settings),
      ),
  };
}
