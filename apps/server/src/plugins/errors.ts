import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorStatus } from '@stepup/contracts';
import type { ErrorResponse } from '@stepup/contracts';
import { AppError } from '../app-error';

const INTERNAL_MESSAGE = 'Something went wrong, please try again.';

/**
 * One place maps failures to answers: AppError → its code's status and its message; request
 * validation → 422 with a message per field; anything else → 500 with a generic text, logged in
 * full but never sent (internals stay on the server).
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
      request.log.error({ err: error }, 'response did not match its schema');
      status = 500;
      body = { error: { code: 'internal', message: INTERNAL_MESSAGE } };
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, …): safe to describe.
      status = error.statusCode;
      const code = status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request';
      body = { error: { code, message: error.message } };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: { code: 'internal', message: INTERNAL_MESSAGE } };
    }
    return reply.status(status).send(body);
  });
}
