import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyBasicInformationRequestSchema,
  companyBasicInformationSchema,
  companyImageKindSchema,
  companyImageSchema,
  companySalesQuerySchema,
  companySalesSchema,
  companySetupSchema,
  connectPaymentsResponseSchema,
  errorResponseSchema,
  paymentsConnectionSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { acceptImageUploads, imageUploadOf } from '../../plugins/image-upload';
import { getBasicInformation, saveBasicInformation, uploadCompanyImage } from './basic-information';
import { exportCompanySalesCsv, getCompanySales } from './company-sales';
import { getCompanySetup } from './company-setup';
import { connectPayments, getPaymentsConnection } from './payments-connection';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const withValidation = { ...refusals, 422: errorResponseSchema };
/** The writes: also limited per address and per company. */
const writeRefusals = { ...withValidation, 429: errorResponseSchema };

/**
 * The company area's settings API (business site only). Who may call: a signed-in member of a
 * company, acting on THEIR company (taken from their membership by requireCompanyMember, never
 * from the request); connecting payments needs the owner. Visitors get 401, customers and admins
 * without a company 403. Every write is limited per address and per company.
 */
export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptImageUploads(app);

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/setup',
      {
        schema: {
          tags: ['company'],
          summary: "Which campaign prerequisites the caller's company has in place",
          response: { 200: companySetupSchema, ...refusals },
        },
      },
      async (request) => getCompanySetup(ctx, request.actor),
    );

    app.get(
      '/company/basic-information',
      {
        schema: {
          tags: ['company'],
          summary: "The caller's company details, compliance data, images and categories",
          response: { 200: companyBasicInformationSchema, ...refusals },
        },
      },
      async (request) => getBasicInformation(ctx, request.actor),
    );

    app.put(
      '/company/basic-information',
      {
        schema: {
          tags: ['company'],
          summary: "Saves the caller's company details and compliance data",
          body: companyBasicInformationRequestSchema,
          response: { 200: companyBasicInformationSchema, ...writeRefusals },
        },
      },
      async (request) => saveBasicInformation(ctx, request.actor, request.body),
    );

    app.post(
      '/company/images/:kind',
      {
        schema: {
          tags: ['company'],
          summary: 'Uploads the logo, primary or voucher image (multipart field `image`)',
          consumes: ['multipart/form-data'],
          params: z.object({ kind: companyImageKindSchema }),
          response: { 200: companyImageSchema, ...writeRefusals },
        },
      },
      async (request) =>
        uploadCompanyImage(ctx, request.actor, {
          kind: request.params.kind,
          readUpload: imageUploadOf(request),
        }),
    );

    app.get(
      '/company/payments',
      {
        schema: {
          tags: ['company'],
          summary: "The caller's company payments connection",
          response: { 200: paymentsConnectionSchema, ...refusals },
        },
      },
      async (request) => getPaymentsConnection(ctx, request.actor),
    );

    app.post(
      '/company/payments/connect',
      {
        schema: {
          tags: ['company'],
          summary: 'Connects payments (sandbox: at once; Stripe: account onboarding link)',
          response: { 200: connectPaymentsResponseSchema, ...refusals, 503: errorResponseSchema },
        },
      },
      async (request) => connectPayments(ctx, request.actor),
    );

    app.get(
      '/company/sales',
      {
        schema: {
          tags: ['company'],
          summary: "One page of the caller's company sales, newest first, with totals",
          querystring: companySalesQuerySchema,
          response: { 200: companySalesSchema, ...withValidation },
        },
      },
      async (request) => getCompanySales(ctx, request.actor, request.query),
    );

    app.get(
      '/company/sales.csv',
      {
        schema: {
          tags: ['company'],
          summary: "Every sale of the caller's company as a CSV file",
          response: { 200: z.string(), ...refusals },
        },
      },
      async (request, reply) => {
        const csv = await exportCompanySalesCsv(ctx, request.actor);
        const day = ctx.clock().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="sales-${day}.csv"`)
            // A byte-order mark so spreadsheet programs read £ and accents as UTF-8.
            .send(`\uFEFF${csv}`)
        );
      },
    );
  };
