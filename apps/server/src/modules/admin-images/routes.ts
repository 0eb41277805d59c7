import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminImageParamsSchema, adminImageSchema, errorResponseSchema } from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { guardAdminRoutes } from '../../plugins/admin-guard';
import { acceptImageUploads, imageUploadOf } from '../../plugins/image-upload';
import { uploadAdminImage } from './upload-admin-image';

/**
 * Pictures for the admin area's content, branding and perks. Who may call: admins whose level
 * writes the kind's area (content; perks for a perk picture).
 */
export const adminImagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdminRoutes(app, ctx);
    await acceptImageUploads(app);

    app.post(
      '/admin/images/:kind',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Uploads a story, category, branding, press, perk or gift design picture (multipart `image`)',
          consumes: ['multipart/form-data'],
          params: adminImageParamsSchema,
          response: {
            201: adminImageSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const image = await uploadAdminImage(ctx, request.actor, {
          kind: request.params.kind,
          readUpload: imageUploadOf(request),
        });
        return reply.code(201).send({ image });
      },
    );
  };
