import { type CatalogLoaders, loadMessages } from '@/lib/i18n';

// The words of the shared components that screens draw (dialogs, pagination, stars, statuses…). The few the
// shell draws on every page (the logo, the language switch, the loaders) are in the shell's catalogue; these
// arrive with the first screen that needs them, so the home page does not download them.
await loadMessages(import.meta.glob('./locales/*.po') as CatalogLoaders);

export { Trans, useLingui } from '@/i18n';
