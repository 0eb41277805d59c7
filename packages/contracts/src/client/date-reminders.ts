import type { DateReminderBody, savedDateListSchema, savedDateSchema } from '../date-reminders';
import { json } from './http';
import type { Transport } from './http';

const datePath = (id: string) => `/account/dates/${encodeURIComponent(id)}`;

/** The signed-in customer's dates to remember (issue 21). */
export function dateRemindersApi({ request, post }: Transport) {
  return {
    list: () => request<typeof savedDateListSchema>('/account/dates'),
    add: (body: DateReminderBody) => post<typeof savedDateSchema>('/account/dates', body),
    change: (id: string, body: DateReminderBody) =>
      request<typeof savedDateSchema>(datePath(id), json('PUT', body)),
    remove: (id: string) => request<null>(datePath(id), { method: 'DELETE' }),
  };
}
