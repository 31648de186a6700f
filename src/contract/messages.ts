import type { I18n } from '@lingui/core';

/**
 * Messages of the catalogues as text (decision 061). A zod schema's message, a service's error and a form's
 * field error are strings on their way to the reader, so a message that takes values travels as its id and
 * the values in JSON: "contract.fields.tooLong {"label":"contract.fields.label.title","max":120}". Whoever
 * shows it (the API's error handler, the web app's forms) translates it into the reader's language; a value
 * that is itself a message id (a field's name) is translated too.
 */
export type MessageValues = Record<string, string | number>;

/** A message id with the values of its placeholders, as one string. */
export function messageWith(id: string, values: MessageValues): string {
  return `${id} ${JSON.stringify(values)}`;
}

const WITH_VALUES = /^([\w.-]+) (\{.*\})$/s;

/** The id and values of a message written by `messageWith`, or the text as an id without values. */
export function readMessage(text: string): { id: string; values: MessageValues | undefined } {
  const match = WITH_VALUES.exec(text);
  if (match) {
    try {
      const values: unknown = JSON.parse(match[2]!);
      if (values && typeof values === 'object' && !Array.isArray(values)) {
        return { id: match[1]!, values: values as MessageValues };
      }
    } catch {
      // Not JSON after all: a sentence that happens to end in braces.
    }
  }
  return { id: text, values: undefined };
}

/**
 * A message in `i18n`'s language: an id of its catalogues (with values, or `values` given beside it) is
 * translated; anything else (a sentence from a library, a person's words) reads as it is.
 */
export function translateMessage(i18n: I18n, text: string, values?: Record<string, unknown>): string {
  const message = readMessage(text);
  if (!Object.hasOwn(i18n.messages, message.id)) return text;
  const all: Record<string, unknown> = { ...values, ...message.values };
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === 'string' && Object.hasOwn(i18n.messages, value)) all[name] = i18n._(value);
  }
  return i18n._(message.id, all);
}
