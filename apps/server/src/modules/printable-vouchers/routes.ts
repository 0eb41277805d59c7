import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  voucherIdParamsSchema,
  voucherPdfQuerySchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { printVoucher } from './service';

/**
 * A voucher to print (customer site; issue 21). Who may call: the customer who bought it, for
 * their own unused vouchers; visitors 401, business accounts 403, anything else 404.
 */
export const printableVoucherRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallet/vouchers/:voucherId/pdf',
      {
        schema: {
          tags: ['wallet'],
          summary:
            "One of the signed-in customer's unused vouchers as a printable PDF (A4 or card)",
          params: voucherIdParamsSchema,
          querystring: voucherPdfQuerySchema,
          produces: ['application/pdf'],
          response: {
            // The PDF's bytes: a Buffer is sent as it is, never through the JSON serializer.
            200: z.instanceof(Buffer),
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await printVoucher(
          ctx,
          request.actor,
          request.params.voucherId,
          request.query.size,
        );
        // It carries the code: kept by nobody between the customer and the server.
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('application/pdf')
          .send(pdf);
      },
    );
  };
