import { createContext, Suspense, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { nextTask } from './nextTask';

/** While the public entry takes over its drawn page: the last turn given (each a task after the one before), and how many wait. */
let turns: Promise<void> | null = null;
/** Settles once every part is taken over (null when no page is being taken over). */
let allTakenOver: Promise<void> | null = null;
let waiting = 0;
let allTaken: () => void = () => undefined;
/** Someone is waiting (a tap held until the page is taken over): the parts still waiting are taken over without yielding. */
let hurrying = false;

/**
 * Runs `hydrate` (the public entry's hydrateRoot, src/public/main.tsx) with each HydrateInTurn's part taken over in a
 * task of its own, after the rest: on a slow phone one long task of MUI's styles for the whole page kept a tap waiting
 * (Lighthouse's total blocking time); Preact keeps a waiting part's drawn HTML, then takes it over in its turn. Settles
 * once every part is taken over (a part's own parts wait for turns after it).
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  turns = Promise.resolve();
  const done = new Promise<void>((resolve) => (allTaken = resolve));
  allTakenOver = done;
  try {
    hydrate();
  } catch (error) {
    endTurns();
    throw error;
  }
  if (!waiting) endTurns();
  return done;
}

function endTurns() {
  turns = null;
  allTakenOver = null;
  hurrying = false;
  allTaken();
}

/**
 * The parts still waiting are taken over one after another without giving the browser a turn between them: a person
 * tapped a link before the page's code was ready (src/public/earlyTaps.ts) and waits for its page, not for a frame. Also
 * when asked before the taking over has begun.
 */
export function hurryTurns() {
  hurrying = true;
}

/** A turn after the last one given; once its part is taken over (Preact draws it in a microtask), the last may have come. */
function nextTurn() {
  waiting++;
  turns = turns!.then(() => (hurrying ? undefined : nextTask()));
  return turns.then(() => {
    waiting--;
    setTimeout(() => !waiting && turns && endTurns());
  });
}

/** Whether the parts below belong to a page drawn anew while the drawn one is being taken over (DrawnAnew). */
const DrawnAnewContext = createContext(false);

/**
 * A page drawn anew, not taken over (one opened in place while the drawn page's parts still wait for their turns): its
 * parts are drawn at once and its forms wait for nothing. Neither React nor Preact keeps the state of a part that
 * waited before it was ever drawn, so such a part asked for a new turn each time it tried again: the turns never ended,
 * the tapped tile's form showed without its fields and stayed disabled.
 */
export const DrawnAnew = ({ children }: { children: ReactNode }) => <DrawnAnewContext.Provider value>{children}</DrawnAnewContext.Provider>;

const Turn = ({ children }: { children: ReactElement }) => {
  const anew = useContext(DrawnAnewContext);
  // undefined: not asked yet; a promise: waiting for its turn; null: drawn.
  const turn = useRef<Promise<void> | null | undefined>(undefined);
  if (turn.current === undefined) turn.current = turns && !anew ? nextTurn().then(() => void (turn.current = null)) : null;
  if (turn.current) throw turn.current;
  return children;
};

/**
 * A part of a page (one element: its drawn HTML is kept while it waits) that the public entry takes over in a turn of
 * its own (hydrateInTurns); drawn at once anywhere else (the back office, a page drawn anew, the build's drawing).
 * A part that may appear after the page was drawn (not in its drawn HTML) must be under DrawnAnew.
 */
export const HydrateInTurn = ({ children }: { children: ReactElement }) => (
  <Suspense fallback={null}>
    <Turn>{children}</Turn>
  </Suspense>
);

/**
 * Whether the parts of the page being taken over all are (always, outside hydrateInTurns): a form keeps its fields
 * disabled until then, since what is typed into a field not yet taken over is lost when its turn comes.
 */
export function useAllTakenOver(): boolean {
  const anew = useContext(DrawnAnewContext);
  const [pending] = useState(() => (anew ? null : allTakenOver));
  const [taken, setTaken] = useState(!pending);
  useEffect(() => {
    let mounted = true;
    void pending?.then(() => mounted && setTaken(true));
    return () => void (mounted = false);
  }, [pending]);
  return taken;
}
