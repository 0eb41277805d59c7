import { voucherExpiryReminderMessage } from '@stepup/email';
import type { ExpiryReminderKind, ReminderHolder } from '@stepup/domain';
import {
  expiryReminderKinds,
  expiryReminderWindow,
  reminderHolder,
  ukDaysLeft,
} from '@stepup/domain';
import type { AppContext } from '../../context/app-context';
import { findBrand } from '../content/brand';
import type { VoucherDueReminder } from './repository';
import { claimExpiryReminder, findVouchersDueReminder } from './repository';

// Expiry reminders (docs/product.md#expiry-reminders, ADR 034). No actor: nobody asks, the
// clock does. The hourly sweep (jobs/send-expiry-reminders.ts) calls this; any number of workers
// may run it at once, as each reminder is claimed by a row in the same transaction as its email.

export type RemindersContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

/** How many vouchers one query takes; a run pages on until a batch comes back short. */
const BATCH = 200;
/** A run stops after this many batches per reminder; the next hour's run carries on. */
const MAX_BATCHES = 50;

function nextFor(ctx: RemindersContext, voucher: VoucherDueReminder, holder: ReminderHolder) {
  const web = ctx.config.publicWebUrl;
  if (holder.kind === 'customer') return { kind: 'wallet' as const, url: `${web}/for-me` };
  if (holder.kind === 'guest') {
    return {
      kind: 'activate' as const,
      url: `${web}/signup?email=${encodeURIComponent(holder.email)}`,
    };
  }
  return {
    kind: 'campaign' as const,
    url: `${web}/campaign/${encodeURIComponent(voucher.campaignId)}`,
  };
}

/**
 * Sends one reminder of one voucher, once: in one transaction the reminder row (only if there was
 * none and the voucher is still usable) and its email; the email is queued after the commit.
 * Answers whether this call sent it.
 */
async function remind(
  ctx: RemindersContext,
  voucher: VoucherDueReminder,
  kind: ExpiryReminderKind,
  now: Date,
): Promise<boolean> {
  const holder = reminderHolder(voucher);
  if (!holder) return false;
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await claimExpiryReminder(tx, voucher.id, kind, holder.email))) return;
    const content = voucherExpiryReminderMessage(await findBrand(tx), {
      holderName: holder.name,
      companyName: voucher.companyName,
      campaignName: voucher.campaignName,
      faceValuePence: voucher.faceValuePence,
      code: voucher.code,
      expiresAt: voucher.expiresAt,
      daysLeft: ukDaysLeft(voucher.expiresAt, now),
      next: nextFor(ctx, voucher, holder),
    });
    written.push(await ctx.mailer.write(tx, holder.email, 'voucher-expiry-reminder', content));
  });
  await ctx.mailer.dispatch(written);
  return written.length > 0;
}

/**
 * Every reminder due now and not sent: the 30-day one for vouchers with 8–30 UK days left, the
 * 7-day one for those with 0–7 (the domain's windows). Answers how many this run sent.
 */
export async function sendExpiryReminders(ctx: RemindersContext): Promise<number> {
  const now = ctx.clock();
  let sent = 0;
  for (const kind of expiryReminderKinds) {
    const window = expiryReminderWindow(kind, now);
    let after: VoucherDueReminder | undefined;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due = await findVouchersDueReminder(ctx.db, kind, window, BATCH, after);
      for (const voucher of due) if (await remind(ctx, voucher, kind, now)) sent++;
      if (due.length < BATCH) break;
      after = due.at(-1);
    }
  }
  return sent;
}
