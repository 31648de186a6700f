import { type CatalogLoaders, loadMessages } from './lib/i18n';

// The words of the app's shell (layout, shared components and helpers) and of the contract it shares with the
// server (validation messages, names of statuses and categories), needed by every page.
await Promise.all([
  loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders),
  loadMessages(import.meta.glob('../contract/locales/*.po') as CatalogLoaders),
]);

export { Trans, useLingui } from '@lingui/react';
