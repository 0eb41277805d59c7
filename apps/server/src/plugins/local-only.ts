import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/** Headers a proxy adds: a request carrying one did not come straight from this machine. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** The names this machine answers to; a DNS-rebinding page arrives under its own name. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return lower === '::1' || lower === '0:0:0:0:0:0:0:1';
}

/**
 * Whether a request comes from a program on this machine, addressed to it by a local name: the
 * TCP peer (the socket's, not request.ip, which a proxy header could set) is loopback, no proxy
 * forwarded it, and its Host is localhost, 127.0.0.1 or [::1].
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host;
  return typeof host === 'string' && LOCAL_HOST.test(host.trim());
}

/**
 * Limits every route of the plugin it is called in to local requests (isLocalRequest): anyone
 * else gets the 404 of a path that does not exist, before the query is even read. For the local
 * mailbox and phone, which hold every account's sign-in links and codes: the port may be reachable
 * from the network, and any web page the developer opens can point its own DNS name at 127.0.0.1.
 */
export function registerLocalOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw new AppError('not_found', 'Not found.');
  });
}
