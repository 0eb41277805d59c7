import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated requests, on top of SameSite=Lax cookies and JSON-only
 * bodies (a cross-site form cannot send JSON): a state-changing request that carries an Origin
 * must come from this site itself — its public origin or the host it was addressed to. Requests
 * without Origin come from non-browser clients, which cannot borrow a visitor's cookies.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  const allowed = new URL(publicOrigin).origin;
  // A callback hook: the reads that are most requests pass with no promise made.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (!STATE_CHANGING.has(request.method) || origin === undefined) {
      done();
      return;
    }
    const addressed = `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== allowed && origin !== addressed) {
      done(new AppError('forbidden', 'This request came from another site and was refused.'));
      return;
    }
    done();
  });
}
