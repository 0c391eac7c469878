/** The last drawn button pressed before its part of the page came alive, recorded from the page's first script on. */
interface EarlyPresses {
  last: HTMLButtonElement | null;
  stop(): void;
}

declare global {
  interface Window {
    parivahanPresses?: EarlyPresses;
  }
}

/** Set on an event the page's code handed to a handler (the public start marks each event Preact hands on). */
const HANDLED_MARK = 'parivahanHandled';

/** Marks `event` as handled by the page's code: a press of a part already alive is not tapped again (takeEarlyPress). */
export const markHandled = <E extends Event>(event: E): E => Object.assign(event, { [HANDLED_MARK]: true });

/**
 * Starts recording presses of the drawn page's buttons (`#root button`) that nothing handled: a button does nothing
 * until the part of the page holding it has been taken over by its code. index.html's inline script
 * (src/routing/earlyInline.ts) starts it as the page is parsed, so a press made before any of the page's code has
 * arrived is kept too; the public entry starts it if the page had none (the dev server). Once started it records until
 * `takeEarlyPress`, listening after the page's own handlers (a press they handled is marked: markHandled).
 */
export function recordEarlyPresses() {
  if (window.parivahanPresses) return;
  const press = (event: MouseEvent) => {
    if (HANDLED_MARK in event) return;
    const button = (event.target as Element | null)?.closest?.('#root button');
    if (button instanceof HTMLButtonElement) record.last = button;
  };
  const record: EarlyPresses = { last: null, stop: () => document.removeEventListener('click', press) };
  document.addEventListener('click', press);
  window.parivahanPresses = record;
}

/** Stops recording and gives the last button pressed so far that nothing handled, if any. */
export function takeEarlyPress(): HTMLButtonElement | null {
  const record = window.parivahanPresses;
  record?.stop();
  delete window.parivahanPresses;
  return record?.last ?? null;
}
