import { nextTask } from '../components/nextTask';

/**
 * The app's libraries, each group a chunk of its own (vite.config.ts) run in a task of its own: React, then MUI with
 * emotion. Run at once as the app's imports, they and the rest made one task of 120–250 ms just after a staff screen's
 * first picture. Each stage imports a small module of its chunk; the chunk's every module runs with it.
 */
const LIBRARIES = [() => import('react-dom/client'), () => import('@mui/material/CssBaseline')];

/** Runs the libraries' chunks in turn, a task between them. */
export async function runLibraries() {
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
}
