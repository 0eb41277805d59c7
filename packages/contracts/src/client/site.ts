import type { healthSchema, siteSettingsSchema } from '../site';
import type { Transport } from './http';

/** The server's health and the site's public settings. */
export function siteApi({ request }: Transport) {
  return {
    health: () => request<typeof healthSchema>('/health'),
    site: () => request<typeof siteSettingsSchema>('/site'),
  };
}
