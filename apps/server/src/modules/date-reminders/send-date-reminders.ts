import { dateReminderMessage } from '@stepup/email';
import { dueMonthDays, dueOccurrence, ERASED_PERSONAL_DATA, ukToday } from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { visibleCampaignIds } from '../catalog/campaign-lookups';
import { anonymousViewer } from '../catalog/service';
import { findBrand } from '../content/brand';
import type { DateToRemind } from './repository';
import { claimReminder, findDatesToRemind, findGiftIdeaCandidates } from './repository';

// The reminder a week before each occurrence of a saved date (issue 21, ADR 057). No actor: the
// clock asks. The hourly sweep (jobs/send-date-reminders.ts) calls this, and so does the test
// clock's endpoint; any number of workers may run it at once, as each occurrence is claimed by
// its row in the same transaction as its email.

export type DateRemindersContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

const BATCH = 200;
/** A run stops after this many batches; the next hour's run carries on. */
const MAX_BATCHES = 50;
/** How many gift ideas an email carries. */
export const GIFT_IDEAS_SHOWN = 3;

/** The campaign page with its gift form open and the recipient's name filled in. */
export const giftUrlOf = (ctx: DateRemindersContext, campaignId: string, name: string) =>
  `${ctx.config.publicWebUrl}/campaign/${encodeURIComponent(campaignId)}?gift=1&to=${encodeURIComponent(name)}`;

/** A few live campaigns of the businesses this customer bought from or favourited, best first. */
export async function giftIdeasFor(ctx: DateRemindersContext, userId: string) {
  const candidates = await findGiftIdeaCandidates(ctx.db, userId, GIFT_IDEAS_SHOWN * 4);
  const visible = await visibleCampaignIds(
    ctx.db,
    candidates.map((c) => c.id),
    anonymousViewer,
  );
  return candidates.filter((c) => visible.has(c.id)).slice(0, GIFT_IDEAS_SHOWN);
}

async function remind(
  ctx: DateRemindersContext,
  reminder: DateToRemind,
  occurrence: string,
): Promise<boolean> {
  const to = reminder.email;
  if (!to || to === ERASED_PERSONAL_DATA) return false;
  const ideas = await giftIdeasFor(ctx, reminder.userId);
  const web = ctx.config.publicWebUrl;
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, reminder.id, occurrence, to))) return;
    const content = dateReminderMessage(await findBrand(tx), {
      customerName: reminder.customerName,
      name: reminder.name,
      occasion: reminder.occasion,
      occasionDay: occurrence,
      ideas: ideas.map((idea) => ({
        campaignName: idea.name,
        companyName: idea.companyName,
        giftUrl: giftUrlOf(ctx, idea.id, reminder.name),
      })),
      browseUrl: `${web}/`,
      datesUrl: `${web}/for-me?tab=7`,
    });
    written.push(await ctx.mailer.write(tx, to, 'date-reminder', content));
  });
  await ctx.mailer.dispatch(written);
  return written.length > 0;
}

/**
 * Emails every saved date due its reminder on today's UK calendar day (a week before the
 * occurrence, or up to two days after that day if it was missed), once per occurrence. Answers
 * how many this run sent.
 */
export async function sendDateReminders(ctx: DateRemindersContext): Promise<number> {
  const today = ukToday(ctx.clock());
  const monthDays = dueMonthDays(today);
  let sent = 0;
  let afterId: string | undefined;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await findDatesToRemind(ctx.db, monthDays, today, BATCH, afterId);
    for (const row of rows) {
      const occurrence = dueOccurrence(row, today);
      if (occurrence && (await remind(ctx, row, occurrence))) sent++;
    }
    if (rows.length < BATCH) break;
    afterId = rows.at(-1)?.id;
  }
  return sent;
}
