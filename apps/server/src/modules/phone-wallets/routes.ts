import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appleDeviceParamsSchema,
  appleLogBodySchema,
  applePassParamsSchema,
  appleRegistrationBodySchema,
  appleRegistrationParamsSchema,
  appleSerialsQuerySchema,
  appleSerialsSchema,
  errorResponseSchema,
  voucherIdParamsSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { clientIp } from '../../plugins/rate-limit';
import {
  applePassForOwner,
  changedPassSerials,
  googleSaveLinkForOwner,
  latestApplePass,
  logWalletMessages,
  registerPassDevice,
  unregisterPassDevice,
} from './service';

const refusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const pkpass = 'application/vnd.apple.pkpass';

/**
 * Vouchers in a phone's wallet (customer site; issue 21, ADR 058). The customer's own two: an
 * Apple Wallet pass and a link to Google Wallet's "Save" page, for the voucher's buyer while the
 * wallet shows its code (visitors 401, business accounts 403, anything else 404, and 404 too when
 * the server has no credentials for that wallet). Then Apple's web service, which Wallet itself
 * calls with the pass's token to register for, list and fetch updates.
 */
export const phoneWalletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallet/vouchers/:voucherId/apple-pass',
      {
        schema: {
          tags: ['wallet'],
          summary: "One of the signed-in customer's unused vouchers as an Apple Wallet pass",
          params: voucherIdParamsSchema,
          produces: [pkpass],
          response: { 200: z.instanceof(Buffer), ...refusals },
        },
      },
      async (request, reply) => {
        const pass = await applePassForOwner(ctx, request.actor, request.params.voucherId);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="voucher.pkpass"')
          .type(pkpass)
          .send(pass);
      },
    );

    app.get(
      '/wallet/vouchers/:voucherId/google-pass',
      {
        schema: {
          tags: ['wallet'],
          summary:
            "Sends the signed-in customer on to Google Wallet's Save page for one of their unused vouchers",
          params: voucherIdParamsSchema,
          response: { 303: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        const link = await googleSaveLinkForOwner(ctx, request.actor, request.params.voucherId);
        // The link carries the code (inside the signed JWT): never cached on the way.
        return reply.header('cache-control', 'private, no-store').redirect(link, 303);
      },
    );

    // Apple's web service (webServiceURL = <PUBLIC_WEB_URL>/api/wallet/apple).
    const service = '/wallet/apple/v1';

    app.post(
      `${service}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
      {
        schema: {
          tags: ['wallet'],
          summary: "Apple Wallet registers a device for a pass's updates",
          params: appleRegistrationParamsSchema,
          body: appleRegistrationBodySchema,
          response: { 200: z.null(), 201: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        const outcome = await registerPassDevice(ctx, {
          ...request.params,
          authorization: request.headers.authorization,
          pushToken: request.body.pushToken,
          address: clientIp(request),
        });
        return reply.code(outcome === 'created' ? 201 : 200).send(null);
      },
    );

    app.delete(
      `${service}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
      {
        schema: {
          tags: ['wallet'],
          summary: "Apple Wallet unregisters a device from a pass's updates",
          params: appleRegistrationParamsSchema,
          response: { 200: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        await unregisterPassDevice(ctx, {
          ...request.params,
          authorization: request.headers.authorization,
          address: clientIp(request),
        });
        return reply.code(200).send(null);
      },
    );

    app.get(
      `${service}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
      {
        schema: {
          tags: ['wallet'],
          summary: "Apple Wallet asks which of a device's passes changed since its last tag",
          params: appleDeviceParamsSchema,
          querystring: appleSerialsQuerySchema,
          response: { 200: appleSerialsSchema, 204: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        const changed = await changedPassSerials(ctx, {
          ...request.params,
          passesUpdatedSince: request.query.passesUpdatedSince,
          address: clientIp(request),
        });
        if (!changed) return reply.code(204).send(null);
        return reply.header('cache-control', 'no-store').send(changed);
      },
    );

    app.get(
      `${service}/passes/:passTypeIdentifier/:serialNumber`,
      {
        schema: {
          tags: ['wallet'],
          summary: 'Apple Wallet fetches the latest version of a pass',
          params: applePassParamsSchema,
          produces: [pkpass],
          response: { 200: z.instanceof(Buffer), 304: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        const { pass, lastModified } = await latestApplePass(ctx, request.actor, {
          ...request.params,
          authorization: request.headers.authorization,
          address: clientIp(request),
        });
        const since = Date.parse(request.headers['if-modified-since'] ?? '');
        // HTTP dates have whole seconds: unchanged when the change is not after the given second.
        if (Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since) {
          return reply.code(304).send(null);
        }
        return reply
          .header('cache-control', 'no-store')
          .header('last-modified', lastModified.toUTCString())
          .type(pkpass)
          .send(pass);
      },
    );

    app.post(
      `${service}/log`,
      {
        schema: {
          tags: ['wallet'],
          summary: 'Apple Wallet reports problems with the web service',
          body: appleLogBodySchema,
          response: { 200: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        await logWalletMessages(ctx, request.body.logs, clientIp(request));
        return reply.code(200).send(null);
      },
    );
  };
