import { type CatalogLoaders, loadMessages } from './lib/i18n';

// The words of the contract the app shares with the server: its validation messages and the names of its
// reasons and statuses. Only forms and the screens that name those need them, so the modules that draw a
// contract message import this one, and the home page, which has neither, does not download them.
await loadMessages(import.meta.glob('../contract/locales/*.po') as CatalogLoaders);
