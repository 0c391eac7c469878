import { hurryTurns } from '../components/HydrateInTurn';
import { loadPage } from '../routing/loadPage';
import { publicPageAt } from './pages';

/**
 * Holds a tap on a link to another public page made while the drawn page waits for its code (a tile tapped as soon as
 * it shows), when that code is kept on the phone (a service worker controls the page): it would otherwise load the
 * page over the network instead of opening it in place a moment later. The tapped page's code starts loading at once
 * and the parts of the page not yet taken over are taken over without pausing (hurryTurns). Once the code has taken the page over,
 * `release()` taps the link again (now the app's), or loads its page if the page was drawn anew without it. Without a
 * service worker the code may be long in coming, and a tap loads its page as a plain link does.
 */
export function holdEarlyTaps() {
  let held: HTMLAnchorElement | null = null;
  const hold = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.origin !== window.location.origin || !publicPageAt(link.pathname)) return;
    event.preventDefault();
    held = link;
    publicPageAt(link.pathname)!.load().catch(() => undefined);
    hurryTurns();
  };
  const holding = !!navigator.serviceWorker?.controller;
  if (holding) document.addEventListener('click', hold, true);
  return function release() {
    if (!holding) return;
    document.removeEventListener('click', hold, true);
    if (!held) return;
    const address = held.getAttribute('href')!;
    const link = held.isConnected ? held : document.querySelector<HTMLAnchorElement>(`#root a[href="${CSS.escape(address)}"]`);
    if (link) link.click();
    else loadPage(address);
  };
}
