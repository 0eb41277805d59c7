import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  redemptionCodeRequestSchema,
  redemptionResultSchema,
  redemptionVoucherSchema,
} from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { clientIp } from '../../plugins/rate-limit';
import type { AccountsContext } from '../accounts/service';
import { createRedemption } from './service';

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
  (accounts: AccountsContext, businessUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    const redemption = createRedemption({
      accounts,
      limiter: app.deps.rateLimiter,
      businessUrl,
    });

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
        return redemption.lookUp(
          { headers: fetchHeaders(request), ip: clientIp(request) },
          request.body.code,
        );
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
        return redemption.redeem(
          { headers: fetchHeaders(request), ip: clientIp(request) },
          request.body.code,
        );
      },
    );
  };
