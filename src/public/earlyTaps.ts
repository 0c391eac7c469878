import { hurryTurns } from '../components/HydrateInTurn';
import { linkFollowedInPlace } from '../routing/followedLink';
import { loadPage } from '../routing/loadPage';
import { recordEarlyPresses, takeEarlyPress } from './earlyPresses';
import { publicPageAt } from './pages';

/** Taps held while the drawn page waits for its code (holdEarlyTaps). */
export interface HeldTaps {
  /** The address of the link tapped so far, once: the page's start opens it instead of taking the drawn page over. */
  take(): string | null;
  /** Stops holding; a link tapped meanwhile (while the page was being taken over) is followed. */
  release(): void;
}

/**
 * Holds a tap on a link to another public page made while the drawn page waits for its code (a tile tapped as soon as
 * it shows), when that code is kept on the phone (a service worker controls the page): it would otherwise load the
 * page over the network instead of opening it in place a moment later. The tapped page's code starts loading at once.
 * A tap held before the page's start is taken by it (`take`): the tapped page is drawn, the drawn one never taken over.
 * A tap held while the page is being taken over has the parts not yet taken over taken over without pausing
 * (hurryTurns); `release()` then taps the link again (now the app's), or loads its page if the page was drawn anew
 * without it. Without a service worker the code may be long in coming, and a tap loads its page as a plain link does.
 * A drawn button does nothing until its part of the page is taken over (the language button tapped first thing by a
 * visitor who reads Hindi): the last one tapped that nothing handled (recordEarlyPresses, from the page's first script
 * until `release`) is tapped again once the page is alive, if the page still shows it.
 */
export function holdEarlyTaps(): HeldTaps {
  let held: HTMLAnchorElement | null = null;
  recordEarlyPresses();
  const hold = (event: MouseEvent) => {
    const link = linkFollowedInPlace(event);
    if (!link || !publicPageAt(link.pathname)) return;
    event.preventDefault();
    held = link;
    publicPageAt(link.pathname)!.load().catch(() => undefined);
    hurryTurns();
  };
  const holding = !!navigator.serviceWorker?.controller;
  if (holding) document.addEventListener('click', hold, true);
  return {
    take() {
      const address = held?.getAttribute('href') ?? null;
      held = null;
      return address;
    },
    release() {
      const pressed = takeEarlyPress();
      if (pressed?.isConnected) pressed.click();
      if (!holding) return;
      document.removeEventListener('click', hold, true);
      if (!held) return;
      const address = held.getAttribute('href')!;
      const link = held.isConnected ? held : document.querySelector<HTMLAnchorElement>(`#root a[href="${CSS.escape(address)}"]`);
      if (link) link.click();
      else loadPage(address);
    },
  };
}
