import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_HTTPS_REQUIRED, WEBHOOK_URL_PRIVATE } from '@stepup/domain';

/**
 * Why a webhook address will not do, if it will not. In production it must be https and must not
 * name a private, loopback, link-local or otherwise reserved address (ipaddr.js's ranges: only
 * 'unicast' passes), nor localhost; the delivery itself connects through request-filtering-agent,
 * which checks the address the name resolves to at connect time (a public name pointing inside).
 * Elsewhere (development, tests) plain http and 127.0.0.1 are fine, so local stand-ins work.
 */
export function webhookUrlProblem(value: string, production: boolean): string | null {
  if (!production) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:') return WEBHOOK_URL_HTTPS_REQUIRED;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return WEBHOOK_URL_PRIVATE;
  if (net.isIP(host) !== 0 || ipaddr.isValid(host)) {
    try {
      if (ipaddr.process(host).range() !== 'unicast') return WEBHOOK_URL_PRIVATE;
    } catch {
      return WEBHOOK_URL_PRIVATE;
    }
  }
  return null;
}
