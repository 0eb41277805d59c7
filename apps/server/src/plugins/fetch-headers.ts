import type { FastifyRequest } from 'fastify';

/** Fastify's headers as the Fetch `Headers` better-auth reads (cookies, IP, user agent). */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}
