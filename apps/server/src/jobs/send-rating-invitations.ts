import { z } from 'zod';
import type { InvitationsContext } from '../modules/ratings/send-rating-invitations';
import { sendRatingInvitations } from '../modules/ratings/send-rating-invitations';
import { defineJob } from './job';

/**
 * The hourly sweep of vouchers used a week ago whose holder has not been invited to rate them
 * (ADR 052; idempotent: an invitation is claimed by its row, so racing runs send each once).
 */
export const sendRatingInvitationsJob = defineJob({
  name: 'rating-invitations',
  retryLimit: 2,
  payload: z.object({}),
  handle: async (ctx: InvitationsContext) => {
    await sendRatingInvitations(ctx);
  },
});
