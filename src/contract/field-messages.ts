import { z } from 'zod';

/**
 * Form fields whose every rule answers in its own words. A message given to `z.string({ error })` also answers
 * every later check that has no message of its own, so a title that was too long once read "Title is required".
 * Here the type check says only what it knows (nothing was sent, or it is not text or not a number), blank text
 * says the field is required, and each length, range or format rule carries its own sentence. Where the spec
 * words a field's rule ("Username must be at least 3 characters"), that sentence also answers an empty field, as
 * the spec's forms did (decision 028).
 */

const isMissing = (input: unknown) => input === undefined || input === null;

export const requiredMessage = (label: string) => `${label} is required`;
export const tooShortMessage = (label: string, min: number) => `${label} must be at least ${min} characters`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Any text: "{label} is required" when nothing was sent, "{label} must be text" for anything else. */
export function textField(label: string, required = requiredMessage(label)) {
  return z.string({ error: (issue) => (isMissing(issue.input) ? required : `${label} must be text`) });
}

/** Any number: "{label} is required" when nothing (or an empty input) was sent, "{label} must be a number" otherwise. */
export function numberField(label: string, required = requiredMessage(label)) {
  return z.number({ error: (issue) => (isMissing(issue.input) ? required : `${label} must be a number`) });
}

/** Text that must be given: blank (once trimmed) is "required", longer than `max` says the limit. */
export function requiredText(label: string, max: number, required = requiredMessage(label)) {
  return textField(label, required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLongMessage(label, max));
}

/** Text that may be left out or empty, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return textField(label).trim().max(max, tooLongMessage(label, max)).optional();
}
