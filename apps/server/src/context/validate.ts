import type { z } from 'zod';
import { fieldErrors, firstError } from '@stepup/domain';
import { AppError } from '../app-error';

/**
 * The one way a use case turns a failed domain check into a 422: the domain schema's first
 * message, in the order the form shows its fields, as the error's text. `fields: true` also
 * answers each field's first message (a form that marks its fields); the valid input is returned
 * as the schema reads it.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  { fields = false }: { fields?: boolean } = {},
): z.output<S> {
  const message = firstError(schema, input);
  if (message)
    throw new AppError('validation', message, fields ? fieldErrors(schema, input) : undefined);
  return schema.parse(input);
}

/** A rule of one form field broken (a name already taken, a category not offered): a 422. */
export const invalidField = (field: string, message: string) =>
  new AppError('validation', message, { [field]: message });
