import { type CatalogLoaders, loadMessages } from './lib/i18n';

// The words of the app's shell (layout, shared components and helpers), needed by every page. The contract's
// words arrive with the code that draws them (contract-i18n.ts).
await loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders);

export { Trans, useLingui } from '@lingui/react';
