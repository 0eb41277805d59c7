import type { devMailListSchema } from '../dev-mail';
import type { devSmsListSchema } from '../dev-sms';
import type { Transport } from './http';

/** The local mailbox and phone (outbox transports, outside production only). */
export function devApi({ request }: Transport) {
  return {
    /** The local mailbox (outbox transport, outside production only). */
    devMail: (to: string) =>
      request<typeof devMailListSchema>(`/dev/mail?to=${encodeURIComponent(to)}`),
    /** The local phone (outbox SMS transport, outside production only). */
    devSms: (to: string) =>
      request<typeof devSmsListSchema>(`/dev/sms?to=${encodeURIComponent(to)}`),
  };
}
