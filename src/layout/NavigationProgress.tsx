import { LinearProgress } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

const URL_CHANGED = 'pd:urlchange';

/** Has history.pushState/replaceState announce themselves (the browser only tells of Back and Forward). */
function watchHistory() {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      window.dispatchEvent(new Event(URL_CHANGED));
    };
  }
}

let watching = false;
function subscribeUrl(onChange: () => void) {
  if (!watching) watchHistory();
  watching = true;
  window.addEventListener(URL_CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(URL_CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentUrl = () => window.location.pathname + window.location.search;

/**
 * A thin bar at the top of the window while the page waits on the network: right after a tap that opens a page whose
 * code is still coming (react-router renders the new page in a transition, keeping the old one on screen until it
 * is ready, so the address changes at once but the screen does not), and while any query loads. The address is
 * followed outside React's transition, so the bar shows on the tap's own frame.
 */
export const NavigationProgress = () => {
  const translate = useTranslate();
  const url = useSyncExternalStore(subscribeUrl, currentUrl);
  const { pathname, search } = useLocation();
  const fetching = useIsFetching() > 0;
  if (url === pathname + search && !fetching) return null;
  return (
    <LinearProgress
      aria-label={translate('ra.page.loading')}
      data-testid="navigation-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
};
