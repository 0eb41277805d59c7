import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookEndpoint } from '@stepup/contracts';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_NOT_SET,
  webhookEndpointSchema,
  webhookEventTypes,
} from '@stepup/domain';
import type { WebhookEventType } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { invalidField, validate } from '../../context/validate';
import { AppError, notFound } from '../../app-error';
import {
  findCompanyEndpoint,
  findDelivery,
  insertEndpoint,
  insertResend,
  deliveryWithSubject,
  latestDeliveries,
  updateEndpoint,
} from './repository';
import type { DeliveryWithSubject, WebhookEndpointRow } from './repository';
import { webhookRateRules } from './webhook-rate-rules';
import { webhookUrlProblem } from './webhook-url';
import { queueWebhookDeliveries } from './webhooks-subscriber';

// The Webhooks tab of /api (docs/product.md#webhooks, ADR 037): the company's one webhook
// address, its event types, the signing secret, and the delivery log. Owners only (the role's
// 'manageWebsiteConnection'); the company is always the caller's own, from their membership.

/** How many deliveries the log shows (the newest). */
export const DELIVERY_LOG_LIMIT = 50;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const owner = (actor: Actor) =>
  requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).company.companyId;
const ownerUserId = (actor: Actor) =>
  requireCompanyMember(actor, { may: 'manageWebsiteConnection' }).user.id;

const toEndpoint = (row: WebhookEndpointRow | undefined): WebhookEndpoint =>
  row
    ? {
        url: row.url,
        events: row.events.filter((e): e is WebhookEventType =>
          (webhookEventTypes as string[]).includes(e),
        ),
        enabled: row.enabled,
        updatedAt: new Date(row.updatedAt).toISOString(),
      }
    : { url: null, events: [], enabled: false, updatedAt: null };

const toDelivery = ({
  delivery: row,
  voucherCode,
  offerId,
  offerCampaignName,
}: DeliveryWithSubject): WebhookDelivery => ({
  id: row.id,
  eventType: row.eventType,
  voucherCode,
  offer: offerId ? { id: offerId, campaignName: offerCampaignName ?? '' } : null,
  status: row.status,
  responseCode: row.responseCode,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: new Date(row.createdAt).toISOString(),
  lastAttemptAt: row.lastAttemptAt ? new Date(row.lastAttemptAt).toISOString() : null,
  resendOf: row.resendOf,
});

async function countSettingsWrite(ctx: AppContext, actor: Actor, companyId: string) {
  await ctx.limiter.hit(webhookRateRules.settingsPerIp, actor.ip);
  await ctx.limiter.hit(webhookRateRules.settingsPerCompany, companyId);
}

/** Who may call: an owner. The company's webhook (never its secret). */
export async function getWebhookEndpoint(ctx: AppContext, actor: Actor): Promise<WebhookEndpoint> {
  const companyId = owner(actor);
  return toEndpoint(await findCompanyEndpoint(ctx.db, companyId));
}

/**
 * Who may call: an owner. Saves the address, its events (none = every event) and whether it is on;
 * the first save makes the signing secret. In production the address must be https and public.
 */
export async function saveWebhookEndpoint(
  ctx: AppContext,
  actor: Actor,
  input: { url?: string; events?: string[]; enabled?: boolean },
): Promise<WebhookEndpoint> {
  const companyId = owner(actor);
  await countSettingsWrite(ctx, actor, companyId);
  const valid = validate(
    webhookEndpointSchema,
    { url: input.url, events: input.events ?? [], enabled: input.enabled ?? true },
    { fields: true },
  );
  const problem = webhookUrlProblem(valid.url, ctx.config.env === 'production');
  if (problem) throw invalidField('url', problem);
  const existing = await findCompanyEndpoint(ctx.db, companyId);
  const values = { url: valid.url, events: valid.events, enabled: valid.enabled };
  const row = existing
    ? await updateEndpoint(ctx.db, existing.id, values)
    : await insertEndpoint(ctx.db, {
        ...values,
        companyId,
        secretEncrypted: ctx.secrets.seal(newSecret()),
        createdByUserId: ownerUserId(actor),
      });
  return toEndpoint(row);
}

async function savedEndpoint(ctx: AppContext, companyId: string) {
  const endpoint = await findCompanyEndpoint(ctx.db, companyId);
  if (!endpoint) throw new AppError('validation', WEBHOOK_NOT_SET);
  return endpoint;
}

/** Who may call: an owner. The signing secret, shown on demand (a POST: never cached). */
export async function revealWebhookSecret(ctx: AppContext, actor: Actor) {
  const companyId = owner(actor);
  await countSettingsWrite(ctx, actor, companyId);
  const endpoint = await savedEndpoint(ctx, companyId);
  return { secret: ctx.secrets.open(endpoint.secretEncrypted) };
}

/** Who may call: an owner. Replaces the signing secret; every later attempt is signed with the new one. */
export async function rotateWebhookSecret(ctx: AppContext, actor: Actor) {
  const companyId = owner(actor);
  await countSettingsWrite(ctx, actor, companyId);
  const endpoint = await savedEndpoint(ctx, companyId);
  const secret = newSecret();
  await updateEndpoint(ctx.db, endpoint.id, { secretEncrypted: ctx.secrets.seal(secret) });
  return { secret };
}

/** Who may call: an owner. The webhook's latest deliveries, newest first. */
export async function listWebhookDeliveries(ctx: AppContext, actor: Actor) {
  const companyId = owner(actor);
  const endpoint = await findCompanyEndpoint(ctx.db, companyId);
  if (!endpoint) return { deliveries: [] };
  const rows = await latestDeliveries(ctx.db, endpoint.id, DELIVERY_LOG_LIMIT);
  return { deliveries: rows.map(toDelivery) };
}

/**
 * Who may call: an owner of the delivery's company (another company's delivery is not found).
 * Posts the same event again as a new delivery, queued at once.
 */
export async function resendWebhookDelivery(
  ctx: AppContext,
  actor: Actor,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const companyId = owner(actor);
  await ctx.limiter.hit(webhookRateRules.resendPerIp, actor.ip);
  await ctx.limiter.hit(webhookRateRules.resendPerCompany, companyId);
  const found = /^[0-9a-f-]{36}$/i.test(deliveryId)
    ? await findDelivery(ctx.db, deliveryId)
    : undefined;
  if (!found || found.endpoint.companyId !== companyId) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND);
  const resend = await insertResend(ctx.db, found.delivery);
  await queueWebhookDeliveries(ctx.jobs, [resend.id]);
  return toDelivery((await deliveryWithSubject(ctx.db, resend.id))!);
}
