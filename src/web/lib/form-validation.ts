import { translateMessage } from '@contract/messages';
import '@/contract-i18n';
import { useLingui } from '@/i18n';

/**
 * When every form of the app checks its answers: all at once on submit, then a field already marked wrong
 * again on each change. Checking a field as it loses focus inserted its message just as the pointer went
 * down on the next button; the message moved the button, the click landed beside it, and was lost.
 */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

/**
 * The contract's validation messages travel as message ids (decision 061): a form shows each in the page's
 * language, with the field names it carries translated too. A sentence that is no id (one the server already
 * translated, one written by the screen) shows as it is.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message ? translateMessage(i18n, message) : message);
}
