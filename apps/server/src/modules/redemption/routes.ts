import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  recentRedemptionsSchema,
  redemptionCodeRequestSchema,
  redemptionResultSchema,
  redemptionVoucherSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { lookUpVoucher, redeemVoucher } from './service';
import { listRecentRedemptions } from './till';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Redeeming vouchers at the till (business site). Who may call: a signed-in member of a company,
 * for that company's vouchers only — another company's code answers exactly like an unknown one.
 * Wrong codes are rate limited per company and per address.
 */
export const redemptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/company/redemptions/lookup',
      {
        schema: {
          tags: ['company'],
          summary: "One of the company's vouchers by code: value, expiry, status, first name",
          body: redemptionCodeRequestSchema,
          response: { 200: redemptionVoucherSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return lookUpVoucher(ctx, request.actor, request.body);
      },
    );

    app.post(
      '/company/redemptions/redeem',
      {
        schema: {
          tags: ['company'],
          summary: 'Mark a voucher as used (exactly once, even when two tills race)',
          body: redemptionCodeRequestSchema,
          response: { 200: redemptionResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return redeemVoucher(ctx, request.actor, request.body);
      },
    );

    /**
     * Who may call: any member of a company (owner or staff); that company's redemptions only.
     * Limited per member and per address.
     */
    app.get(
      '/company/redemptions/recent',
      {
        schema: {
          tags: ['company'],
          summary: "The company's latest redemptions for the till, newest first, codes masked",
          response: {
            200: recentRedemptionsSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listRecentRedemptions(ctx, request.actor);
      },
    );
  };
