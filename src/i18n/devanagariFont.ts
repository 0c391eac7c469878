// Noto Sans Devanagari's faces (regular, medium, bold), each downloaded only when a page draws Devanagari in it.
import './devanagariFont.css';
import { reshapeWhenLoaded } from './devanagariFaces';

reshapeWhenLoaded();

/** Hindi's first screen waits this long at most for the regular weight; after that the text is drawn in a fallback font and swapped. */
const WAIT_MS = 1000;

/**
 * Starts the regular weight (the one most text is drawn in) and resolves once it is here or WAIT_MS has passed: a short
 * wait spares most phones a redraw, and a slow network never holds the Hindi screen back for long. Medium and bold
 * come when a page draws them (`font-display: swap`).
 */
export function devanagariLoaded() {
  const fonts = document.fonts as FontFaceSet | undefined; // not in every engine (nor in jsdom)
  if (!fonts) return Promise.resolve();
  return Promise.race([fonts.load('400 16px "Noto Sans Devanagari"', 'अ').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
