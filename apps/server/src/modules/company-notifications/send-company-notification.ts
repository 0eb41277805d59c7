import type { AdminCompanyNotification, CompanyNotificationRequest } from '@stepup/contracts';
import {
  COMPANY_NOTIFICATION_CATEGORY_REQUIRED,
  COMPANY_NOTIFICATION_NO_RECIPIENTS,
  companyNotificationFormSchema,
} from '@stepup/domain';
import { companyNotificationMessage } from '@stepup/email';
import { AppError } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { invalidField, validate } from '../../context/validate';
import { writeInteractionLog } from '../admin/interaction-log';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import { findBrand } from '../content/brand';
import { companyNotificationRateRules as rules } from './rate-rules';
import {
  findAudienceCompanies,
  findCategoryName,
  findSentNotification,
  insertNotification,
  insertRecipients,
} from './repository';
import { toAdminNotification } from './sent-notification';

/** The email's template key (packages/email's catalogue). */
export const COMPANY_NOTIFICATION_TEMPLATE = 'company-notification';

/**
 * Sends a company notification (docs/product.md#company-notifications): the approved companies of
 * its audience are resolved now and each gets its row (and, when asked, one email to its contact
 * address, else to its owners) in one transaction with the notification and its log line; the
 * emails are queued after it. Chosen companies that are not approved are left out; an audience
 * with no approved company is refused and nothing is written. Who may call: notifications:write;
 * every attempt counts per address and per admin.
 */
export async function sendCompanyNotification(
  ctx: AppContext,
  actor: Actor,
  input: CompanyNotificationRequest,
): Promise<AdminCompanyNotification> {
  const { user: admin } = requireAdmin(actor, 'notifications:write');
  await ctx.limiter.hit(rules.perIp, actor.ip);
  await ctx.limiter.hit(rules.sendsPerAdmin, admin.id);
  const form = validate(companyNotificationFormSchema, input, { fields: true });
  const written: string[] = [];
  const id = await ctx.db.transaction(async (tx) => {
    let categoryName: string | null = null;
    if (form.audience === 'category') {
      categoryName = await findCategoryName(tx, form.categoryId);
      if (categoryName === null)
        throw invalidField('categoryId', COMPANY_NOTIFICATION_CATEGORY_REQUIRED);
    }
    const recipients = await findAudienceCompanies(tx, {
      audience: form.audience,
      companyIds: [...new Set(form.companyIds)],
      categoryId: form.categoryId,
    });
    if (recipients.length === 0) {
      if (form.audience === 'chosen')
        throw invalidField('companyIds', COMPANY_NOTIFICATION_NO_RECIPIENTS);
      if (form.audience === 'category')
        throw invalidField('categoryId', COMPANY_NOTIFICATION_NO_RECIPIENTS);
      throw new AppError('validation', COMPANY_NOTIFICATION_NO_RECIPIENTS);
    }
    const at = ctx.clock();
    const notificationId = await insertNotification(tx, {
      title: form.title,
      data: form.link,
      audience: form.audience,
      categoryId: form.audience === 'category' ? form.categoryId : null,
      emailed: form.email,
      createdByUserId: admin.id,
      createdAt: at,
    });
    await insertRecipients(
      tx,
      notificationId,
      recipients.map((company) => company.id),
    );
    if (form.email) {
      const brand = await findBrand(tx);
      const url = `${ctx.config.publicBusinessUrl}/dashboard`;
      for (const company of recipients) {
        const content = companyNotificationMessage(brand, {
          companyName: company.name,
          title: form.title,
          link: form.link,
          url,
        });
        const addresses = new Set(
          (await findCompanyNoticeAddresses(tx, company.id, company.contactEmail)).map((a) =>
            a.toLowerCase(),
          ),
        );
        for (const to of addresses)
          written.push(await ctx.mailer.write(tx, to, COMPANY_NOTIFICATION_TEMPLATE, content));
      }
    }
    await writeInteractionLog(tx, {
      actorUserId: admin.id,
      actorLabel: admin.email,
      action: 'company-notification.sent',
      targetType: 'company-notification',
      targetId: notificationId,
      data: {
        name: form.title,
        before: {},
        after: {
          title: form.title,
          link: form.link,
          audience: form.audience === 'category' ? `category ${categoryName}` : form.audience,
          recipients: recipients.length,
          emailed: form.email,
        },
      },
    });
    return notificationId;
  });
  if (written.length) await ctx.mailer.dispatch(written);
  return toAdminNotification((await findSentNotification(ctx.db, id))!);
}
