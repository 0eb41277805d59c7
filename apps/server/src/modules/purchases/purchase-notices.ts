import type { EmailContent, QrMatrix } from '@stepup/email';
import {
  giftDeliveryMessage,
  giftPurchaseMessage,
  giftSentMessage,
  saleNoticeMessage,
  voucherConfirmationMessage,
} from '@stepup/email';
import type { Database, Transaction } from '@stepup/db';
import { deliverGiftJob } from '../../jobs/deliver-gift';
import type { JobQueue } from '../../jobs/job-queue';
import { findBrand } from '../content/brand';
import { giftEmailExtras } from '../gift-designs/gift-email';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import type { OutboxMail } from '../mail/deliver-outbox-mail';
import type { MailToWrite, Mailer } from '../mail/mailer';
import type { VoucherForNotice } from './notices-repository';
import { sitesForCustomers } from '../sites/site-rules';
import { claimGiftsForNotice, findDueGifts, findVoucherForNotice } from './notices-repository';
import { giftPageUrl } from '../gifts/gift-token';
import { issueGiftLinks } from '../gifts/gift-links';

export interface PurchaseNoticesDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  /** Public origins of the customer and business sites, for links in messages. */
  webUrl: string;
  businessUrl: string;
  now?: () => Date;
}

export type PurchaseNotices = ReturnType<typeof createPurchaseNotices>;

/** A voucher with what its messages say (a gift's resend writes its email again, ADR 055). */
export const voucherForNotice = findVoucherForNotice;

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * The recipient's gift email, with the link of the gift's own page (ADR 055): one function for the
 * first delivery and the buyer's resend, so both say the same.
 */
export function giftDeliveryContent(
  brand: Awaited<ReturnType<typeof findBrand>>,
  one: VoucherForNotice,
  sites: { name: string; address: string }[],
  {
    webUrl,
    giftUrl,
    picture,
    qr,
  }: {
    webUrl: string;
    giftUrl: string;
    /** The design's picture and the code's QR code (giftEmailExtras, ADR 056). */
    picture: { url: string; alt: string } | null;
    qr: QrMatrix;
  },
): EmailContent {
  const { voucher } = one;
  return giftDeliveryMessage(brand, {
    ...voucherFacts(one),
    sites,
    recipientName: voucher.giftRecipientName ?? '',
    senderName: one.buyerName,
    message: voucher.giftMessage ?? '',
    code: voucher.code,
    campaignUrl: `${webUrl}/campaign/${encodeURIComponent(voucher.campaignId)}`,
    giftUrl,
    picture,
    qr,
  });
}

function voucherFacts({ voucher, campaignName, companyName }: VoucherForNotice) {
  return {
    companyName,
    campaignName,
    faceValuePence: voucher.faceValuePence,
    pricePaidPence: voucher.pricePaidPence,
    discount: voucher.discount,
    step: voucher.step,
    expiresAt: voucher.expiresAt,
  };
}

/**
 * The messages a sale sends (ADR 012). Each is written to the mail outbox inside the transaction
 * that makes it true — the voucher's issue, or the gift's delivery claim — and queued once that
 * transaction committed (a gift's two are sent within its delivery job); the mailer's dispatch
 * sweep queues any a crash left behind. So a sale
 * notice exists exactly when its voucher does, and a gift is emailed exactly once.
 */
export function createPurchaseNotices({
  db,
  mailer,
  jobs,
  webUrl,
  businessUrl,
  now = () => new Date(),
}: PurchaseNoticesDeps) {
  /**
   * Inside the issuing transaction: the buyer's confirmation (the code for themself; for a gift,
   * what was booked and when it goes) and the company's sale notice, their deliveries queued, and
   * a gift's delivery queued for its time (`gift.deliverAt` as the issue wrote it; at once when
   * null). All of it commits with the voucher, and costs no transaction of its own (ADR 042
   * amendment 3); the gifts-deliver-due sweep stays the backstop for gifts.
   */
  async function issueNotices(
    tx: Transaction,
    voucherId: string,
    gift: { deliverAt: Date | null } | null,
  ) {
    await mailer.queueWithin(tx, await issueMessages(tx, voucherId));
    if (gift) {
      await jobs.sendWithin(tx, deliverGiftJob, [
        { payload: { voucherId }, startAfter: gift.deliverAt ?? now() },
      ]);
    }
  }

  /** The messages of a voucher's issue: the buyer's, then the company's sale notices. */
  async function issueMessages(tx: Transaction, voucherId: string): Promise<MailToWrite[]> {
    const messages: MailToWrite[] = [];
    const found = await findVoucherForNotice(tx, voucherId);
    if (!found) return messages;
    const write = (to: string, template: string, content: EmailContent) =>
      messages.push({ to, template, content });
    const brand = await findBrand(tx);
    const { voucher } = found;
    // Multi-site groups: where the voucher can be used.
    const facts = {
      ...voucherFacts(found),
      sites: (await sitesForCustomers(tx, found.voucher.campaignId)).sites,
    };
    const buyerEmail = found.buyerEmail ?? voucher.guestEmail;
    const totalPence = voucher.pricePaidPence + voucher.giftingFeePence;
    if (buyerEmail && voucher.buyFor === 'gift') {
      write(
        buyerEmail,
        'gift-purchase',
        giftPurchaseMessage(brand, {
          ...facts,
          buyerName: found.buyerName,
          recipientName: voucher.giftRecipientName ?? '',
          recipientEmail: voucher.giftRecipientEmail ?? '',
          deliverAt: voucher.giftDeliverAt ?? voucher.paymentDate,
          totalPence,
          walletUrl: voucher.buyerUserId ? `${webUrl}/for-me` : null,
        }),
      );
    } else if (buyerEmail) {
      write(
        buyerEmail,
        'voucher-confirmation',
        voucherConfirmationMessage(brand, {
          ...facts,
          buyerName: found.buyerName,
          code: voucher.code,
          totalPence,
          next: voucher.buyerUserId
            ? { kind: 'wallet', url: `${webUrl}/for-me` }
            : { kind: 'activate', url: `${webUrl}/signup?email=${encodeURIComponent(buyerEmail)}` },
        }),
      );
    }
    const sale = saleNoticeMessage(brand, {
      ...facts,
      customerFirstName: firstName(found.buyerName),
      gift: voucher.buyFor === 'gift',
      paymentDate: voucher.paymentDate,
      dashboardUrl: `${businessUrl}/dashboard`,
    });
    for (const to of await findCompanyNoticeAddresses(
      tx,
      voucher.companyId,
      found.companyContactEmail,
    )) {
      write(to, 'sale-notice', sale);
    }
    return messages;
  }

  /**
   * Emails due gifts to their recipients and tells their buyers, once each: the claim
   * (gift_delivered_at) and the messages are one transaction. Several at once (the job queue hands
   * gift deliveries over in batches, ADR 045): one claim, one read, one write of all their emails,
   * and the emails sent together after the commit. Answers the ids this call delivered.
   */
  async function deliverGifts(voucherIds: string[]): Promise<string[]> {
    const written: OutboxMail[] = [];
    const delivered = await db.transaction(async (tx) => {
      const found = await claimGiftsForNotice(tx, voucherIds, now());
      if (found.length === 0) return [];
      const brand = await findBrand(tx);
      const sitesOf = new Map<string, Awaited<ReturnType<typeof sitesForCustomers>>['sites']>();
      const messages: { to: string; template: string; content: EmailContent }[] = [];
      // Each gift's own page (ADR 055): a new random link, kept hashed, in the same transaction;
      // and its design picture and QR code (ADR 056).
      const tokens = await issueGiftLinks(
        tx,
        found.map((one) => one.voucher.id),
      );
      const extras = await giftEmailExtras(
        tx,
        found.map((one) => one.voucher),
        { webUrl, alt: (i) => `Gift card for ${found[i]!.companyName}` },
      );
      for (const [index, one] of found.entries()) {
        const { voucher } = one;
        if (!sitesOf.has(voucher.campaignId)) {
          sitesOf.set(voucher.campaignId, (await sitesForCustomers(tx, voucher.campaignId)).sites);
        }
        const recipientName = voucher.giftRecipientName ?? '';
        const recipientEmail = voucher.giftRecipientEmail ?? '';
        messages.push({
          to: recipientEmail,
          template: 'gift-delivery',
          content: giftDeliveryContent(brand, one, sitesOf.get(voucher.campaignId)!, {
            webUrl,
            giftUrl: giftPageUrl(webUrl, tokens.get(voucher.id)!),
            ...extras[index]!,
          }),
        });
        const buyerEmail = one.buyerEmail ?? voucher.guestEmail;
        if (buyerEmail) {
          messages.push({
            to: buyerEmail,
            template: 'gift-sent',
            content: giftSentMessage(brand, {
              buyerName: one.buyerName,
              recipientName,
              recipientEmail,
              companyName: one.companyName,
              faceValuePence: voucher.faceValuePence,
            }),
          });
        }
      }
      written.push(...(await mailer.writeAll(tx, messages)));
      return found.map((one) => one.voucher.id);
    });
    // Gift delivery runs as a job: its emails go out in it, not as more jobs.
    await mailer.deliverNow(written);
    return delivered;
  }

  /** One gift (a race of workers for it, a test): whether this call delivered it. */
  const deliverGift = async (voucherId: string) => (await deliverGifts([voucherId])).length === 1;

  /** Every gift that is due and not delivered: survives restarts because the state is the row. */
  async function deliverDueGifts(): Promise<void> {
    for (const voucherId of await findDueGifts(db, now())) await deliverGift(voucherId);
  }

  return {
    deliverDueGifts,
    deliverGift,
    deliverGifts,
    issueNotices,
  };
}
