import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorStatus } from '@stepup/contracts';
import type { ErrorResponse } from '@stepup/contracts';
import { AppError } from '../app-error';

const INTERNAL_MESSAGE = 'Something went wrong, please try again.';

/**
 * What a failure logs: the route's pattern (`/api/purchases/:paymentId/status`, never the URL with
 * its values) and the error through the redacting `err` serializer (type, message, code, stack:
 * not the URL, body or query parameters a library may have attached to it). The request body is
 * never logged: it holds passwords, tokens and client secrets.
 */
function failureForLog(error: FastifyError, request: FastifyRequest) {
  return { err: error, method: request.method, route: request.routeOptions.url ?? null };
}

/**
 * One place maps failures to answers: AppError → its code's status and its message; request
 * validation → 422 with a message per field; anything else → 500 with a generic text, logged
 * (without secrets, see failureForLog) but never sent (internals stay on the server).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorResponse;
    let status: number;

    if (error instanceof AppError) {
      status = errorStatus[error.code];
      body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
        },
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = errorStatus.validation;
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const first: string = Object.values(fields)[0] ?? 'Invalid request.';
      body = { error: { code: 'validation', message: first, fields } };
    } else if (isResponseSerializationError(error)) {
      request.log.error(failureForLog(error, request), 'response did not match its schema');
      status = 500;
      body = { error: { code: 'internal', message: INTERNAL_MESSAGE } };
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, …): safe to describe.
      status = error.statusCode;
      const code = status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request';
      body = { error: { code, message: error.message } };
    } else {
      request.log.error(failureForLog(error, request), 'unhandled error');
      status = 500;
      body = { error: { code: 'internal', message: INTERNAL_MESSAGE } };
    }
    return reply.status(status).send(body);
  });
}
