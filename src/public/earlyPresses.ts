/** The last drawn button pressed before the page's code came, recorded from the page's first script on. */
interface EarlyPresses {
  last: HTMLButtonElement | null;
  stop(): void;
}

declare global {
  interface Window {
    parivahanPresses?: EarlyPresses;
  }
}

/**
 * Starts recording presses of the drawn page's buttons (`#root button`), which do nothing until the page's code has
 * taken them over. index.html's inline script (src/routing/earlyInline.ts) starts it as the page is parsed, so a press
 * made before any of the page's code has arrived is kept too; the public entry starts it if the page had none (the dev
 * server). Once started it records until `takeEarlyPress`.
 */
export function recordEarlyPresses() {
  if (window.parivahanPresses) return;
  const press = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('#root button');
    if (button instanceof HTMLButtonElement) record.last = button;
  };
  const record: EarlyPresses = { last: null, stop: () => document.removeEventListener('click', press, true) };
  document.addEventListener('click', press, true);
  window.parivahanPresses = record;
}

/** Stops recording and gives the last button pressed so far, if any. */
export function takeEarlyPress(): HTMLButtonElement | null {
  const record = window.parivahanPresses;
  record?.stop();
  delete window.parivahanPresses;
  return record?.last ?? null;
}
