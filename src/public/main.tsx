import { tokenStore } from '../authProvider/token';
import { nextTask } from '../components/nextTask';

/**
 * The libraries the page's code needs, each evaluated in a task of its own before it (a phone evaluated Preact,
 * emotion, MUI and the page's modules in one task of 200–300 ms with the CPU 4× slower, which a tap waited for).
 * Preact comes with the tap holding, which starts first. Each stage is a module of ours naming what the page uses: a
 * library's own entry imported dynamically would bring all its exports (MUI's styles brought 10 KB gzip the page never
 * runs).
 */
const LIBRARIES = [() => import('./libraries/emotion'), () => import('./libraries/styles')];

/**
 * The public pages' entry. A tap on a link made while the page waits for its code is held (holdEarlyTaps); the
 * libraries come in turns, then the page's start (./start.tsx) takes the drawn page over. A signed-in user gets the
 * back office's app instead (the entry the page names), on an empty page.
 */
async function start() {
  const root = document.getElementById('root')!;
  if (tokenStore.get()) {
    // The drawn page is a visitor's (its form would take what is typed, then give way to the back office's): gone.
    root.replaceChildren();
    const desk = document.createElement('script');
    desk.type = 'module';
    desk.src = document.querySelector<HTMLMetaElement>('meta[name="desk-entry"]')!.content;
    document.head.append(desk);
    return;
  }
  const { holdEarlyTaps } = await import('./earlyTaps');
  const taps = holdEarlyTaps();
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
  await nextTask();
  const { startPage } = await import('./start');
  await startPage(root, taps);
}

void start();
