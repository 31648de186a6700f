import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages (a 400's `fields`, or a 409 whose code names one field) under the fields
 * they belong to. Returns true when at least one landed on a field of this form.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
  fieldOfCode: Partial<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fieldNames);
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (known.has(name)) {
      setError(name as FieldPath<T>, { type: 'server', message });
      shown = true;
    }
  }
  const codeField = fieldOfCode[error.code];
  if (!shown && codeField && error.serverMessage) {
    setError(codeField, { type: 'server', message: error.serverMessage });
    shown = true;
  }
  return shown;
}
