import { nextTask } from '../components/nextTask';

/**
 * The app's libraries (vite.config.ts groups them in chunks), each chunk run in a task of its own before the app: React
 * with MUI and emotion, then the rest (react-admin's core, react-router, react-query…). Run at once as the app's imports,
 * they made one task of 120–250 ms just after a staff screen's first picture. Each stage imports a small module that
 * needs its chunk (MUI's CssBaseline; react-admin's parts the signed-in bar shows first); the chunk's every module runs
 * with it.
 */
const LIBRARIES = [() => import('@mui/material/CssBaseline'), () => import('../layout/deferredReactAdmin')];

/** Runs the libraries' chunks in turn, each in a task after the one before. */
export async function runLibraries() {
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
}
