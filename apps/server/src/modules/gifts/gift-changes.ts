import type { BuyerGift, GiftChangeRequest, GiftResendRequest } from '@stepup/contracts';
import { giftChangedMessage, giftResentMessage } from '@stepup/email';
import {
  changedFields,
  formatGiftDate,
  GIFT_ALREADY_RESENT,
  GIFT_ALREADY_SENT,
  GIFT_NOT_FOUND,
  GIFT_NOTHING_CHANGED,
  giftActions,
  giftChangeRefusal,
  giftNewTimeRefusal,
  giftRecipientSchema,
  giftResendRefusal,
  INTERACTION_LOG_FIELDS,
  isValidEmail,
  RECIPIENT_EMAIL_INVALID,
} from '@stepup/domain';
import type { Transaction } from '@stepup/db';
import { AppError } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor, Customer } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import { deliverGiftJob } from '../../jobs/deliver-gift';
import { writeInteractionLog } from '../admin/interaction-log';
import { findBrand } from '../content/brand';
import { giftEmailExtras } from '../gift-designs/gift-email';
import { giftDeliveryContent, voucherForNotice } from '../purchases/purchase-notices';
import { sitesForCustomers } from '../sites/site-rules';
import { giftPageUrl, newGiftToken } from './gift-token';
import type { BuyerGiftRow } from './repository';
import {
  findBuyerGift,
  lockBuyerGift,
  rotateGiftLinkOnce,
  setGiftRecipientEmail,
  updateUndeliveredGift,
} from './repository';
import { giftRateRules } from './rate-rules';

// The buyer's changes to a gift (ADR 055). Who may call: the signed-in customer who bought it (a
// visitor 401, a business account 403, another customer 404 as if it did not exist). Guests
// bought without an account and have no way to sign in to these: left out.

const notFound = () => new AppError('not_found', GIFT_NOT_FOUND);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toBuyerGift(row: BuyerGiftRow): BuyerGift {
  const actions = giftActions(row);
  return {
    voucherId: row.voucherId,
    companyName: row.companyName,
    campaignName: row.campaignName,
    faceValuePence: row.faceValuePence,
    recipientName: row.recipientName ?? '',
    recipientEmail: row.recipientEmail ?? '',
    message: row.message ?? '',
    deliverAt: (row.deliveredAt ?? row.deliverAt ?? row.paymentDate).toISOString(),
    deliveredAt: iso(row.deliveredAt),
    resentAt: iso(row.resentAt),
    cancelled: row.cancelledAt !== null,
    used: row.usedAt !== null,
    canChange: actions.change,
    canResend: actions.resend,
  };
}

async function countChange(ctx: AppContext, actor: Actor): Promise<Customer> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(giftRateRules.changePerIp, actor.ip);
  await ctx.limiter.hit(giftRateRules.changePerCustomer, customer.user.id);
  return customer;
}

/** The locked gift of this buyer, or 404. */
async function lockedGift(tx: Transaction, customer: Customer, voucherId: string) {
  const row = await lockBuyerGift(tx, customer.user.id, voucherId);
  if (!row) throw notFound();
  return row;
}

/** A logged change's fields in words, for the buyer's confirmation ('Recipient email', 'a → b'). */
function changeLines(change: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  const words = (field: string, value: unknown) =>
    field === 'deliverAt' && typeof value === 'string'
      ? formatGiftDate(new Date(value))
      : String(value ?? '');
  return Object.keys(change.after).map((field): [string, string] => [
    INTERACTION_LOG_FIELDS[field] ?? field,
    field === 'giftMessage'
      ? words(field, change.after[field])
      : `${words(field, change.before[field])} → ${words(field, change.after[field])}`,
  ]);
}

/** GET /api/wallet/vouchers/{voucherId}/gift. */
export async function getBuyerGift(
  ctx: AppContext,
  actor: Actor,
  { voucherId }: { voucherId: string },
): Promise<BuyerGift> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(giftRateRules.readPerCustomer, customer.user.id);
  const row = await findBuyerGift(ctx.db, customer.user.id, voucherId);
  if (!row) throw notFound();
  return toBuyerGift(row);
}

/**
 * PUT /api/wallet/vouchers/{voucherId}/gift: corrects the recipient's name, email and message and
 * maybe the delivery time, until the delivery claims the gift. The row is locked, so the claim
 * and the change go one after the other: a change after the claim is refused (GIFT_ALREADY_SENT),
 * and a claim after the change sends the corrected gift. The buyer is emailed what changed.
 */
export async function changeGift(
  ctx: AppContext,
  actor: Actor,
  { voucherId, ...input }: GiftChangeRequest & { voucherId: string },
): Promise<BuyerGift> {
  const customer = await countChange(ctx, actor);
  const details = validate(
    giftRecipientSchema,
    { name: input.name ?? '', email: input.email ?? '', message: input.message ?? '' },
    { fields: true },
  );
  const now = ctx.clock();
  const newTime = input.deliverAt ? new Date(input.deliverAt) : undefined;
  const timeRefusal = newTime ? giftNewTimeRefusal(newTime, now) : null;
  if (timeRefusal) throw invalidField('deliverAt', timeRefusal);

  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = await lockedGift(tx, customer, voucherId);
    const refusal = giftChangeRefusal(row);
    if (refusal) throw new AppError('conflict', refusal);
    const change = changedFields(
      {
        recipientName: row.recipientName,
        recipientEmail: row.recipientEmail,
        giftMessage: row.message,
        deliverAt: row.deliverAt,
      },
      {
        recipientName: details.name.trim(),
        recipientEmail: details.email.trim(),
        giftMessage: details.message,
        deliverAt: newTime,
      },
    );
    if (Object.keys(change.after).length === 0)
      throw new AppError('validation', GIFT_NOTHING_CHANGED);
    const updated = await updateUndeliveredGift(tx, voucherId, {
      giftRecipientName: details.name.trim(),
      giftRecipientEmail: details.email.trim(),
      giftMessage: details.message,
      ...(newTime ? { giftDeliverAt: newTime } : {}),
    });
    if (!updated) throw new AppError('conflict', GIFT_ALREADY_SENT);
    await writeInteractionLog(tx, {
      actorUserId: customer.user.id,
      actorLabel: customer.user.email,
      action: 'gift.changed',
      targetType: 'voucher',
      targetId: voucherId,
      data: change,
    });
    const found = await voucherForNotice(tx, voucherId);
    const to = found?.buyerEmail ?? customer.user.email;
    written.push(
      await ctx.mailer.write(
        tx,
        to,
        'gift-changed',
        giftChangedMessage(await findBrand(tx), {
          buyerName: found?.buyerName ?? null,
          recipientName: details.name.trim(),
          recipientEmail: details.email.trim(),
          companyName: row.companyName,
          faceValuePence: row.faceValuePence,
          deliverAt: newTime ?? row.deliverAt ?? now,
          walletUrl: `${ctx.config.publicWebUrl}/for-me`,
          changes: changeLines(change),
        }),
      ),
    );
  });
  await ctx.mailer.dispatch(written);
  // Its delivery at the new time (the job queued at purchase finds it not due and does nothing;
  // the due-gifts sweep is the backstop either way).
  if (newTime) await ctx.jobs.send(deliverGiftJob, { voucherId }, { startAfter: newTime });
  return getFresh(ctx, customer, voucherId);
}

/**
 * POST …/gift/send-now: due now, then delivered through the same claim as every delivery, so it
 * goes exactly once whoever else (the queued job, a sweep) races for it. The buyer's confirmation
 * is the delivery's own 'gift sent' email.
 */
export async function sendGiftNow(
  ctx: AppContext,
  actor: Actor,
  { voucherId }: { voucherId: string },
): Promise<BuyerGift> {
  const customer = await countChange(ctx, actor);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedGift(tx, customer, voucherId);
    const refusal = giftChangeRefusal(row);
    if (refusal) throw new AppError('conflict', refusal);
    const updated = await updateUndeliveredGift(tx, voucherId, { giftDeliverAt: now });
    if (!updated) throw new AppError('conflict', GIFT_ALREADY_SENT);
    await writeInteractionLog(tx, {
      actorUserId: customer.user.id,
      actorLabel: customer.user.email,
      action: 'gift.sent-now',
      targetType: 'voucher',
      targetId: voucherId,
      data: changedFields({ deliverAt: row.deliverAt }, { deliverAt: now }),
    });
  });
  // False only when another worker claimed it between the commit and here: it went once anyway.
  await ctx.notices.deliverGift(voucherId);
  return getFresh(ctx, customer, voucherId);
}

/**
 * POST …/gift/resend: once, after delivery, to the same address or a corrected one. The gift's
 * link is replaced (the old one answers 404 from then on) and the recipient gets the gift email
 * again with the new one; the buyer is told.
 */
export async function resendGift(
  ctx: AppContext,
  actor: Actor,
  { voucherId, email }: GiftResendRequest & { voucherId: string },
): Promise<BuyerGift> {
  const customer = await countChange(ctx, actor);
  const corrected = email?.trim() || undefined;
  if (corrected !== undefined && !isValidEmail(corrected)) {
    throw invalidField('email', RECIPIENT_EMAIL_INVALID);
  }
  const now = ctx.clock();
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = await lockedGift(tx, customer, voucherId);
    const refusal = giftResendRefusal(row);
    if (refusal) throw new AppError('conflict', refusal);
    if (corrected !== undefined && corrected !== row.recipientEmail) {
      await setGiftRecipientEmail(tx, voucherId, corrected);
    }
    const link = newGiftToken();
    if (!(await rotateGiftLinkOnce(tx, voucherId, link.tokenHash, now))) {
      throw new AppError('conflict', GIFT_ALREADY_RESENT);
    }
    const found = await voucherForNotice(tx, voucherId);
    if (!found) throw notFound();
    const recipientEmail = found.voucher.giftRecipientEmail ?? '';
    await writeInteractionLog(tx, {
      actorUserId: customer.user.id,
      actorLabel: customer.user.email,
      action: 'gift.resent',
      targetType: 'voucher',
      targetId: voucherId,
      data: changedFields(
        { recipientEmail: row.recipientEmail, resentAt: null },
        { recipientEmail, resentAt: now },
      ),
    });
    const brand = await findBrand(tx);
    const { sites } = await sitesForCustomers(tx, found.voucher.campaignId);
    const [extras] = await giftEmailExtras(tx, [found.voucher], {
      webUrl: ctx.config.publicWebUrl,
      alt: () => `Gift card for ${found.companyName}`,
    });
    written.push(
      await ctx.mailer.write(
        tx,
        recipientEmail,
        'gift-delivery',
        giftDeliveryContent(brand, found, sites, {
          webUrl: ctx.config.publicWebUrl,
          giftUrl: giftPageUrl(ctx.config.publicWebUrl, link.token),
          ...extras!,
        }),
      ),
    );
    written.push(
      await ctx.mailer.write(
        tx,
        found.buyerEmail ?? customer.user.email,
        'gift-resent',
        giftResentMessage(brand, {
          buyerName: found.buyerName,
          recipientName: found.voucher.giftRecipientName ?? '',
          recipientEmail,
          companyName: found.companyName,
          faceValuePence: found.voucher.faceValuePence,
          walletUrl: `${ctx.config.publicWebUrl}/for-me`,
        }),
      ),
    );
  });
  await ctx.mailer.dispatch(written);
  return getFresh(ctx, customer, voucherId);
}

async function getFresh(ctx: AppContext, customer: Customer, voucherId: string) {
  const row = await findBuyerGift(ctx.db, customer.user.id, voucherId);
  if (!row) throw notFound();
  return toBuyerGift(row);
}
