import type { AdminCustomerChange, AdminCustomerDetail } from '@stepup/contracts';
import {
  changeCutsOff,
  CUSTOMER_DOES_NOT_EXIST,
  customerEmailFor,
  giftingFeeOverrideRefusal,
} from '@stepup/domain';
import { customerAccountChangedMessage } from '@stepup/email';
import { notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import { invalidField } from '../../context/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { endAllSessions } from '../accounts/account-sessions';
import { findBrand } from '../content/brand';
import { adminCustomerDetail } from './customers-list';
import { lockCustomer, updateCustomer } from './customers-repository';
import { writeInteractionLog } from './interaction-log';

/**
 * Changes to customers per address and per admin: a day's work stays far below them; a stolen
 * admin session cannot cut off (and mail) customers at will.
 */
export const customerChangeRateRules = {
  perIp: { name: 'admin-customer:ip', limit: 300, windowMs: 60 * 60_000 },
  perAdmin: { name: 'admin-customer:account', limit: 200, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * One change to a customer (docs/product.md#customers): status, buying, redemptions, tester or
 * their gifting fee. Who may call: a platform admin; status, buying and redemptions cut a
 * customer off (or let them back), so they also need a recent confirmation of identity. Every
 * attempt counts per address and per admin. The change, its interaction-log line, the ended
 * sessions (denied) and the customer's email are one transaction; the email is sent after it.
 */
export async function changeCustomer(
  ctx: AppContext,
  actor: Actor,
  { customerId, change }: { customerId: string; change: AdminCustomerChange },
): Promise<AdminCustomerDetail> {
  const { user: admin } = requireAdmin(actor, 'customers:write');
  await ctx.limiter.hit(customerChangeRateRules.perIp, actor.ip);
  await ctx.limiter.hit(customerChangeRateRules.perAdmin, admin.id);
  if (changeCutsOff(change))
    requireAdmin(actor, 'customers:write', { sensitiveActionAt: ctx.clock() });
  if (change.field === 'giftingFeePence') {
    const refusal = giftingFeeOverrideRefusal(change.value);
    if (refusal) throw invalidField('giftingFeePence', refusal);
  }
  const written: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) throw notFound(CUSTOMER_DOES_NOT_EXIST);
    const before = customer[change.field];
    // Setting what is already set changes nothing: no log line, no email.
    if (before === change.value) return;
    await updateCustomer(tx, customerId, { [change.field]: change.value });
    if (change.field === 'status' && change.value === 'denied')
      await endAllSessions(tx, customerId);
    await writeInteractionLog(tx, {
      actorUserId: admin.id,
      actorLabel: admin.email,
      action: 'customer.updated',
      targetType: 'customer',
      targetId: customerId,
      // As the other entries: the customer's name for the list, the changed field before → after.
      data: {
        name: customer.name,
        email: customer.email,
        before: { [change.field]: before },
        after: { [change.field]: change.value },
      },
    });
    const email = customerEmailFor(change);
    if (email) {
      const content = customerAccountChangedMessage(await findBrand(tx), {
        name: customer.name,
        change: email,
        url: ctx.config.publicWebUrl,
      });
      written.push(await ctx.mailer.write(tx, customer.email, `customer-${email}`, content));
    }
  });
  if (written.length) await ctx.mailer.dispatch(written);
  return adminCustomerDetail(ctx, actor, { customerId });
}
