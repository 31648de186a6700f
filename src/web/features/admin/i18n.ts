// The panel names the contract's statuses and report reasons by the contract's own message ids.
import '@/contract-i18n';
import { type CatalogLoaders, loadMessages } from '@/lib/i18n';

// This folder's words, in the page's language, before any of its components runs (decision 061).
await loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders);

export { Trans, useLingui } from '@/i18n';
