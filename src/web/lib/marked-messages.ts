import type { Messages } from '@lingui/core';

/**
 * A tester's view of the catalogues (decision 061). With this key in the tab's session storage, every word
 * that comes from a catalogue shows between ⟦ and ⟧, so a word on the page outside those marks came from no
 * catalogue: written into the code, or left untranslated. The end-to-end pass over every route
 * (`e2e/catalogue-text.e2e.ts`, part of `npm test`) reads pages this way; nobody else ever sets it.
 */
export const MARKED_MESSAGES_KEY = 'luz:marked-messages';

export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

export function showsMarkedMessages(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(MARKED_MESSAGES_KEY) === 'on';
  } catch {
    // Storage can be refused (a sandboxed frame, strict privacy settings): then nothing is marked.
    return false;
  }
}

/** A compiled message: its written words, and placeholders (`["name"]`, `["count", "plural", {…}]`). */
type Message = string | (string | Placeholder)[];
type Placeholder = [name: string, format?: string, choices?: string | Record<string, Message>];

/**
 * Marks a message's written words, not the values put into it. A rich message's tags (`<0>Terms</0>`) become
 * elements of their own, so the marks close before each tag and open after it, and every text node stays
 * marked. `#` is a plural's number.
 */
function markedWords(words: string): string {
  if (words === '#' || words.trim() === '') return words;
  return `${MARK_OPEN}${words.replace(/<\/?\d+\/?>/g, (tag) => `${MARK_CLOSE}${tag}${MARK_OPEN}`)}${MARK_CLOSE}`;
}

function marked(message: Message): Message {
  if (typeof message === 'string') return markedWords(message);
  // A plural's `offset` rides among its choices, a number or nothing.
  if (!Array.isArray(message)) return message;
  return message.map((part) => {
    if (typeof part === 'string') return markedWords(part);
    const [name, format, choices] = part;
    if (choices === undefined || typeof choices === 'string') return part;
    const markedChoices = Object.fromEntries(
      Object.entries(choices).map(([choice, text]) => [choice, marked(text)]),
    );
    return [name, format, markedChoices] as Placeholder;
  });
}

export function markMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, marked(message as Message)]),
  ) as Messages;
}
