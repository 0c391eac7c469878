// First: asks for the user, the opened screen's code and its first data before the libraries below run (earlyStart.ts).
import './routing/earlyStart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSessionUser } from './authProvider/session';
import { rememberLocale, storedLocale } from './i18n';
import { startOutbox } from './pages/outbox/outboxStore';
import { registerWorker } from './pwa/registerWorker';
import { reloadOnStaleBuild } from './reloadOnStaleBuild';
import { preloadScreen } from './routing/preloadScreen';

reloadOnStaleBuild();
// The cookie too, for a language chosen before the server drew the public pages in it.
rememberLocale(storedLocale());
registerWorker();
// A public form kept on this phone while offline is sent when the connection returns.
startOutbox();
// A stored token's user is asked for now, while the screen's code still loads, not once the screen asks.
loadSessionUser().catch(() => undefined);
// The opened screen's code is fetched beside the app's, and the app drawn once it is here (see preloadScreen).
void preloadScreen(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
