import { useLingui } from '@/i18n';
import { type CatalogLoaders, loadMessages } from '@/lib/i18n';

// This folder's words, in the page's language, before any of its components runs (decision 061).
await loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders);

export { Trans, useLingui } from '@/i18n';

/**
 * A form's message in the page's language: a message id of a loaded catalogue is translated; a sentence is
 * shown as it came (the API's answers are already in the request's language).
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message !== undefined && message in i18n.messages ? i18n._(message) : message);
}
