import { healthSchema, siteSettingsSchema } from '../site';
import type { Transport } from './http';

/** The server's health and the site's public settings. */
export function siteApi({ request }: Transport) {
  return {
    health: () => request(healthSchema, '/health'),
    site: () => request(siteSettingsSchema, '/site'),
  };
}
