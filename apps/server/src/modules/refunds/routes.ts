import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRefundRequestSchema,
  companyCancelVoucherRequestSchema,
  errorResponseSchema,
  paymentIdParamsSchema,
  refundSummarySchema,
  voucherCancelledSchema,
  voucherIdParamsSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { cancelSale } from './cancel-sale';
import { cancelVoucher } from './cancel-voucher';
import { refundPayment } from './refund-payment';

const errors = {
  401: errorResponseSchema,
  // Also reauthentication_required for the admin's refund (POST /admin/confirm-identity).
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** The customer's cancellation of a voucher within 14 days (customer site; ADR 028). */
export const customerRefundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/wallet/vouchers/:voucherId/cancel',
      {
        schema: {
          tags: ['wallet'],
          summary:
            'Cancel a voucher the signed-in customer bought, within 14 days and unused: everything paid goes back to the card',
          params: voucherIdParamsSchema,
          response: { 200: voucherCancelledSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return cancelVoucher(ctx, request.actor, request.params);
      },
    );
  };

/** A company's cancellation of a sale, and an admin's refund (business site; ADR 028). */
export const businessRefundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/company/sales/:voucherId/cancel',
      {
        schema: {
          tags: ['company'],
          summary:
            "Cancel one of the company's vouchers and refund its buyer (owners), with a reason",
          params: voucherIdParamsSchema,
          body: companyCancelVoucherRequestSchema,
          response: { 200: voucherCancelledSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return cancelSale(ctx, request.actor, { ...request.params, ...request.body });
      },
    );

    app.post(
      '/admin/payments/:paymentId/refunds',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Refund a payment in full or in part, cancelling its voucher or not (needs a recent identity confirmation)',
          params: paymentIdParamsSchema,
          body: adminRefundRequestSchema,
          response: { 201: refundSummarySchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const refund = await refundPayment(ctx, request.actor, {
          ...request.params,
          ...request.body,
        });
        return reply.status(201).send(refund);
      },
    );
  };
