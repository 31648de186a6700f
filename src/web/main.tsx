// The shell's words first: every module after this one may draw text.
import './i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { AppRouter } from './app/router';
import { PAGE_LOCALE } from './lib/i18n';

// index.html carries a title and description for the moment before the app runs; each page then sets its own,
// and React adds those after the static ones, which would otherwise win.
for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <AppRoot locale={PAGE_LOCALE} router={<AppRouter />} />;

// Pages for signed-out visitors come drawn by the server (entry-server.tsx): the app takes that markup over.
// Other pages, and every page of the dev server, arrive with an empty #root for the app to draw.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
