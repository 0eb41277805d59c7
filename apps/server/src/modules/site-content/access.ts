import type { Transaction } from '@stepup/db';
import type { InteractionLogTargetType } from '@stepup/domain';
import { moveInOrder, moveSchema } from '@stepup/domain';
import { notFound } from '../../app-error';
import { requireAdmin } from '../../context/access';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { validate } from '../../context/validate';
import { contentRateRules } from '../content/content-rate-rules';
import { writeInteractionLog } from '../admin/interaction-log';
import type { OrderedList } from './repository';
import { lockOrder, saveOrder } from './repository';

/**
 * A change to the site's content: content:write, counted per address and per admin with the same
 * counters as pages and stories (one budget for all content changes).
 */
export async function requireContentWriter(ctx: AppContext, actor: Actor) {
  const admin = requireAdmin(actor, 'content:write');
  await ctx.limiter.hit(contentRateRules.writesPerIp, actor.ip);
  await ctx.limiter.hit(contentRateRules.writesPerAdmin, admin.user.id);
  return admin;
}

export type ContentWriter = Awaited<ReturnType<typeof requireContentWriter>>;

/** One interaction-log line for a content change, in its transaction. */
export function logContentChange(
  tx: Transaction,
  admin: ContentWriter,
  entry: {
    action: string;
    targetType: InteractionLogTargetType;
    targetId: string;
    name: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const { name, before, after, ...rest } = entry;
  return writeInteractionLog(tx, {
    actorUserId: admin.user.id,
    actorLabel: admin.user.email,
    ...rest,
    data: { name, before, after },
  });
}

/**
 * Moves one row of an ordered list a place up or down (nothing changes at either end), and logs
 * its new position. Who may call: content:write.
 */
export async function moveInList(
  ctx: AppContext,
  actor: Actor,
  list: OrderedList,
  { id, direction: asked }: { id: string; direction: string },
  what: {
    missing: string;
    action: string;
    targetType: InteractionLogTargetType;
    nameOf: (tx: Transaction, id: string) => Promise<string>;
  },
): Promise<void> {
  const admin = await requireContentWriter(ctx, actor);
  const { direction } = validate(moveSchema, { direction: asked });
  await ctx.db.transaction(async (tx) => {
    const ids = await lockOrder(tx, list);
    if (!ids.includes(id)) throw notFound(what.missing);
    const next = moveInOrder(ids, id, direction);
    if (!next) return;
    await saveOrder(tx, list, next);
    await logContentChange(tx, admin, {
      action: what.action,
      targetType: what.targetType,
      targetId: id,
      name: await what.nameOf(tx, id),
      before: { order: ids.indexOf(id) + 1 },
      after: { order: next.indexOf(id) + 1 },
    });
  });
}
