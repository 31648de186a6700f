import type { z } from 'zod';
import { ERROR_CODES } from '../contract/errors';
import { ServiceError } from './errors';

/**
 * `value` validated by `schema` inside a handler (when the schema depends on who asks), refused
 * with the same 400 the route schemas give: the first message, and each field's first message.
 */
export function validated<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  }
  throw new ServiceError(
    400,
    result.error.issues[0]?.message ?? /*i18n*/ 'server.errors.invalidRequest',
    ERROR_CODES.validation,
    fields,
  );
}
