import { z } from 'zod';
import type { Config } from '../config';
import { settlePaymentEvent } from '../modules/purchases/settle-payment-event';
import type { PaymentsContext } from '../modules/purchases/payments-context';
import { sandboxWebhookSecret } from '../providers/payments/sandbox/sandbox-provider';
import { signWebhookPayload } from '../providers/payments/webhook-signature';
import { defineJob } from './job';

/**
 * Delivers one event of the sandbox card provider to the payment webhook's use case, signed at
 * each attempt as Stripe signs its deliveries (the use case checks the signature as for Stripe's,
 * and is idempotent). Queued by the sandbox provider (createSandboxProvider's `queueEvent`).
 */
export const deliverSandboxWebhookJob = defineJob({
  name: 'sandbox-webhook-delivery',
  retryLimit: 10,
  payload: z.object({ body: z.string() }),
  async handle(ctx: PaymentsContext & { config: Pick<Config, 'authSecret'> }, { body }) {
    const signature = signWebhookPayload(body, sandboxWebhookSecret(ctx.config.authSecret));
    await settlePaymentEvent(ctx, body, signature);
  },
});
