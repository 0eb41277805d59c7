import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignCustomOfferSettingsSchema,
  campaignIdParamsSchema,
  companyCustomOfferListSchema,
  companyCustomOfferQuerySchema,
  companyCustomOfferSchema,
  counterCustomOfferBodySchema,
  createCustomOfferRequestSchema,
  createCustomOfferResponseSchema,
  CUSTOM_OFFER_KEY_HEADER,
  customerCustomOfferListSchema,
  customerCustomOfferSchema,
  customOfferKeyHeadersSchema,
  customOfferParamsSchema,
  customOfferPaymentSchema,
  declineCustomOfferBodySchema,
  errorResponseSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { acceptCounterOffer } from './accept-counter-offer';
import { acceptCustomOffer } from './accept-custom-offer';
import { setCampaignOfferSettings } from './campaign-offer-settings';
import { confirmCardSaved } from './card-saved';
import { listCompanyOffers } from './company-inbox';
import { counterCustomOffer } from './counter-custom-offer';
import { createCustomOffer } from './create-custom-offer';
import { getCustomerOffer, listCustomerOffers } from './customer-offers';
import { declineCustomOffer } from './decline-custom-offer';
import { offerPayment } from './offer-payment';
import { withdrawCustomOffer } from './withdraw-custom-offer';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The buyer's side of custom offers (ADR 027), on the customer site. Who may call: a signed-in
 * customer, or a guest making an offer; an offer itself only by the customer who made it or with
 * its key in the x-custom-offer-key header (anyone else: 404).
 */
export const customOffersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/custom-offers',
      {
        schema: {
          tags: ['custom-offers'],
          summary:
            'Make a custom offer: the card is saved without a charge (or paid at once when auto-accepted)',
          body: createCustomOfferRequestSchema,
          response: { 201: createCustomOfferResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reply.status(201).send(await createCustomOffer(ctx, request.actor, request.body));
      },
    );

    app.get(
      '/custom-offers',
      {
        schema: {
          tags: ['custom-offers'],
          summary: "The signed-in customer's offers, newest first",
          response: { 200: customerCustomOfferListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listCustomerOffers(ctx, request.actor);
      },
    );

    app.get(
      '/custom-offers/:offerId',
      {
        schema: {
          tags: ['custom-offers'],
          summary: 'One offer, for its buyer (signed in, or with its key)',
          params: customOfferParamsSchema,
          headers: customOfferKeyHeadersSchema,
          response: { 200: customerCustomOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getCustomerOffer(ctx, request.actor, {
          offerId: request.params.offerId,
          offerKey: request.headers[CUSTOM_OFFER_KEY_HEADER],
        });
      },
    );

    const buyerAction = (action: string, summary: string, useCase: typeof withdrawCustomOffer) =>
      app.post(
        `/custom-offers/:offerId/${action}`,
        {
          schema: {
            tags: ['custom-offers'],
            summary,
            params: customOfferParamsSchema,
            headers: customOfferKeyHeadersSchema,
            response: { 200: customerCustomOfferSchema, ...errors },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'private, no-store');
          return useCase(ctx, request.actor, {
            offerId: request.params.offerId,
            offerKey: request.headers[CUSTOM_OFFER_KEY_HEADER],
          });
        },
      );
    buyerAction(
      'card-saved',
      'The card form finished: the server checks the setup with the provider → pending',
      confirmCardSaved,
    );
    buyerAction('withdraw', 'Withdraw an offer before it is accepted', withdrawCustomOffer);
    buyerAction(
      'accept-counter',
      "Accept the company's counter-offer: the saved card is charged",
      acceptCounterOffer,
    );

    app.post(
      '/custom-offers/:offerId/payment',
      {
        schema: {
          tags: ['custom-offers'],
          summary:
            'An accepted offer whose charge needs the customer: the open payment to complete',
          params: customOfferParamsSchema,
          headers: customOfferKeyHeadersSchema,
          response: { 200: customOfferPaymentSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return offerPayment(ctx, request.actor, {
          offerId: request.params.offerId,
          offerKey: request.headers[CUSTOM_OFFER_KEY_HEADER],
        });
      },
    );
  };

/**
 * The company's side (business site): its inbox (any member), its answers and a campaign's offer
 * settings (owners). The company is the member's own, never taken from the request: visitors get
 * 401, customers and staff (for answers) 403, another company's offers and campaigns 404.
 */
export const companyCustomOffersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/company/custom-offers',
      {
        schema: {
          tags: ['company'],
          summary: "The company's custom offers: waiting for an answer, or answered",
          querystring: companyCustomOfferQuerySchema,
          response: { 200: companyCustomOfferListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listCompanyOffers(ctx, request.actor, { view: request.query.view });
      },
    );

    app.post(
      '/company/custom-offers/:offerId/accept',
      {
        schema: {
          tags: ['company'],
          summary: "Accept an offer: the customer's saved card is charged and the voucher issued",
          params: customOfferParamsSchema,
          response: { 200: companyCustomOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return acceptCustomOffer(ctx, request.actor, { offerId: request.params.offerId });
      },
    );

    app.post(
      '/company/custom-offers/:offerId/decline',
      {
        schema: {
          tags: ['company'],
          summary: 'Decline an offer (optional reason, emailed to the customer)',
          params: customOfferParamsSchema,
          body: declineCustomOfferBodySchema,
          response: { 200: companyCustomOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return declineCustomOffer(ctx, request.actor, {
          offerId: request.params.offerId,
          reason: request.body.reason,
        });
      },
    );

    app.post(
      '/company/custom-offers/:offerId/counter',
      {
        schema: {
          tags: ['company'],
          summary: 'Make the one counter-offer, with its own discount',
          params: customOfferParamsSchema,
          body: counterCustomOfferBodySchema,
          response: { 200: companyCustomOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return counterCustomOffer(ctx, request.actor, {
          offerId: request.params.offerId,
          discount: request.body.discount,
        });
      },
    );

    app.put(
      '/company/campaigns/:campaignId/custom-offers',
      {
        schema: {
          tags: ['company'],
          summary: "A campaign's custom-offer settings: allowed, highest face value, auto-accept",
          params: campaignIdParamsSchema,
          body: campaignCustomOfferSettingsSchema,
          response: { 200: campaignCustomOfferSettingsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return setCampaignOfferSettings(ctx, request.actor, {
          campaignId: request.params.campaignId,
          settings: request.body,
        });
      },
    );
  };
