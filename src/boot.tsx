import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './authProvider/queryClient';
import { loadSessionUser } from './authProvider/session';
import { rememberLocale, storedLocale } from './i18n';
import { startOutbox } from './pages/outbox/outboxStore';
import { registerWorker } from './pwa/registerWorker';
import { reloadOnStaleBuild } from './reloadOnStaleBuild';
import { takeEarlyList } from './routing/earlyList';
import { preloadScreen } from './routing/preloadScreen';

reloadOnStaleBuild();
// The cookie too, for a language chosen before the server drew the public pages in it.
rememberLocale(storedLocale());
registerWorker();
// A public form kept on this phone while offline is sent when the connection returns.
startOutbox();
// A stored token's user is asked for now, while the screen's code still loads, not once the screen asks.
loadSessionUser().catch(() => undefined);
// The opened screen's code is fetched beside the app's, and the app drawn once it is here (see preloadScreen), with an
// opened list's first page from its early answer (takeEarlyList). The first
// draw is a transition, which React renders in slices of a few milliseconds: the page stays responsive (and the early
// requests' answers are taken) while the app's tree is built, instead of in one task of hundreds of milliseconds.
void Promise.all([preloadScreen(window.location.pathname), takeEarlyList(queryClient, window.location.pathname)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
