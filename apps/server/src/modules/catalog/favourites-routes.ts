import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  favouriteListSchema,
  favouriteParamsSchema,
  favouriteStateSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { addFavourite, listFavourites, removeFavourite } from './favourites-service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Favourite campaigns. Who may call: the signed-in customer only, for their own favourites;
 * visitors get 401 and business users 403.
 */
export const favouritesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/favourites',
      {
        schema: {
          tags: ['catalog'],
          summary: "The signed-in customer's favourite campaigns",
          response: { 200: favouriteListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listFavourites(ctx, request.actor);
      },
    );

    app.put(
      '/favourites/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Favourite a campaign (idempotent)',
          params: favouriteParamsSchema,
          response: { 200: favouriteStateSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => addFavourite(ctx, request.actor, { campaignId: request.params.id }),
    );

    app.delete(
      '/favourites/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Remove a campaign from favourites (idempotent)',
          params: favouriteParamsSchema,
          response: { 200: favouriteStateSchema, ...errors },
        },
      },
      async (request) => removeFavourite(ctx, request.actor, { campaignId: request.params.id }),
    );
  };
