import { ratingInvitationMessage } from '@stepup/email';
import { ERASED_PERSONAL_DATA, ratingInvitationWindow } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { findBrand } from '../content/brand';
import type { VoucherDueInvitation } from './repository';
import { claimInvitation, findVouchersDueInvitation } from './repository';

// Invitations to rate (ADR 052). No actor: the clock asks. The hourly sweep
// (jobs/send-rating-invitations.ts) calls this; any number of workers may run it at once, as each
// invitation is claimed by its row in the same transaction as its email.

export type InvitationsContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

const BATCH = 200;
/** A run stops after this many batches; the next hour's run carries on. */
const MAX_BATCHES = 50;

/** The screen the email's button opens: the voucher's rating, on the customer site. */
export const rateUrlOf = (ctx: InvitationsContext, voucherId: string) =>
  `${ctx.config.publicWebUrl}/rate/${encodeURIComponent(voucherId)}`;

async function invite(ctx: InvitationsContext, voucher: VoucherDueInvitation): Promise<boolean> {
  const to = voucher.buyerEmail;
  if (!to || to === ERASED_PERSONAL_DATA) return false;
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, voucher.id, to))) return;
    const content = ratingInvitationMessage(await findBrand(tx), {
      holderName: voucher.buyerName,
      companyName: voucher.companyName,
      campaignName: voucher.campaignName,
      rateUrl: rateUrlOf(ctx, voucher.id),
    });
    written.push(await ctx.mailer.write(tx, to, 'rating-invitation', content));
  });
  await ctx.mailer.dispatch(written);
  return written.length > 0;
}

/**
 * Invites the holder of every voucher used a week ago (up to RATING_INVITATION_LAST_DAYS ago),
 * bought for themselves, not cancelled, not rated and not invited yet. Answers how many this run
 * invited.
 */
export async function sendRatingInvitations(ctx: InvitationsContext): Promise<number> {
  const window = ratingInvitationWindow(ctx.clock());
  let sent = 0;
  let after: VoucherDueInvitation | undefined;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await findVouchersDueInvitation(ctx.db, window, BATCH, after);
    for (const voucher of due) if (await invite(ctx, voucher)) sent++;
    if (due.length < BATCH) break;
    after = due.at(-1);
  }
  return sent;
}
