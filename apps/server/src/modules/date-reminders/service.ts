import type { DateReminderBody, SavedDate, SavedDateList } from '@stepup/contracts';
import {
  DATE_REMINDER_LIMIT_REACHED,
  DATE_REMINDER_NOT_FOUND,
  DATE_REMINDERS_MAX,
  dateReminderSchema,
  nextOccurrence,
  reminderDayOf,
  ukToday,
} from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import { requireCustomer } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { dateReminderRateRules } from './rate-rules';
import type { DateReminderRow } from './repository';
import {
  deleteDateReminder,
  findDateReminder,
  findDateReminders,
  insertDateReminder,
  updateDateReminder,
} from './repository';

// Date reminders (issue 21; the original specification's eventReminders). Who may call every use
// case here: the signed-in customer, on their own dates only (a visitor 401, a business account
// 403, another customer's date 404 as if it did not exist).

function toSavedDate(row: DateReminderRow, today: string): SavedDate {
  const next = nextOccurrence(row, today);
  return { ...row, nextOccurrence: next, reminderDay: next ? reminderDayOf(next) : null };
}

async function countChange(ctx: AppContext, actor: Actor & { kind: 'customer' }) {
  await ctx.limiter.hit(dateReminderRateRules.changesPerIp, actor.ip);
  await ctx.limiter.hit(dateReminderRateRules.changesPerCustomer, actor.user.id);
}

/** GET /api/account/dates: soonest next occurrence first, passed one-off dates last. */
export async function listDateReminders(ctx: AppContext, actor: Actor): Promise<SavedDateList> {
  const customer = requireCustomer(actor);
  await ctx.limiter.hit(dateReminderRateRules.readsPerCustomer, customer.user.id);
  const today = ukToday(ctx.clock());
  const dates = (await findDateReminders(ctx.db, customer.user.id)).map((row) =>
    toSavedDate(row, today),
  );
  dates.sort((a, b) =>
    (a.nextOccurrence ?? '9999') === (b.nextOccurrence ?? '9999')
      ? a.date.localeCompare(b.date)
      : (a.nextOccurrence ?? '9999').localeCompare(b.nextOccurrence ?? '9999'),
  );
  return { dates, max: DATE_REMINDERS_MAX };
}

/** POST /api/account/dates: at most DATE_REMINDERS_MAX; counted per customer and address. */
export async function addDateReminder(
  ctx: AppContext,
  actor: Actor,
  body: DateReminderBody,
): Promise<SavedDate> {
  const customer = requireCustomer(actor);
  await countChange(ctx, customer);
  const today = ukToday(ctx.clock());
  const values = validate(dateReminderSchema(today), body, { fields: true });
  const row = await insertDateReminder(ctx.db, customer.user.id, values, DATE_REMINDERS_MAX);
  if (!row) throw new AppError('validation', DATE_REMINDER_LIMIT_REACHED);
  return toSavedDate(row, today);
}

/** PUT /api/account/dates/:reminderId. */
export async function changeDateReminder(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: DateReminderBody,
): Promise<SavedDate> {
  const customer = requireCustomer(actor);
  await countChange(ctx, customer);
  if (!(await findDateReminder(ctx.db, customer.user.id, id)))
    throw notFound(DATE_REMINDER_NOT_FOUND);
  const today = ukToday(ctx.clock());
  const values = validate(dateReminderSchema(today), body, { fields: true });
  const row = await updateDateReminder(ctx.db, customer.user.id, id, values);
  if (!row) throw notFound(DATE_REMINDER_NOT_FOUND);
  return toSavedDate(row, today);
}

/** DELETE /api/account/dates/:reminderId. */
export async function removeDateReminder(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const customer = requireCustomer(actor);
  await countChange(ctx, customer);
  if (!(await deleteDateReminder(ctx.db, customer.user.id, id)))
    throw notFound(DATE_REMINDER_NOT_FOUND);
}
