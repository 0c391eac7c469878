import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSessionUser } from './authProvider/session';
import { tokenStore } from './authProvider/token';
import { reloadOnStaleBuild } from './reloadOnStaleBuild';

reloadOnStaleBuild();
// A stored token's user is asked for now, while the screen's code still loads, not once the screen asks.
if (tokenStore.get()) loadSessionUser().catch(() => undefined);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
