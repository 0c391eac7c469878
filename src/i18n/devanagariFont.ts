// Noto Sans Devanagari's faces (regular, medium, bold), each downloaded only when a page draws Devanagari in it.
import './devanagariFont.css';

/**
 * Chromium (156, on a desk without a Devanagari system font) keeps text it shaped before this face had loaded as boxes
 * once it has: the page drawn at build time, the app bar and the first tiles. A changed font description makes it
 * shape all text anew (an unchanged one takes the boxes back from its cache), so each face's arrival (and a face already
 * here when this runs) sets `data-devanagari-loads` on the root to its count (1–4), and devanagariFont.css gives every
 * element a font feature setting per count that draws as the default does: one style and layout pass per face.
 */
export function reshapeWhenLoaded(fonts: FontFaceSet | undefined = document.fonts, root = document.documentElement) {
  if (!fonts) return;
  const reshape = () => (root.dataset.devanagariLoads = String(Number(root.dataset.devanagariLoads ?? 0) + 1));
  fonts.addEventListener('loadingdone', reshape);
  // A face can arrive between this file's styles and its code (from a cache, on a busy phone): its boxes stay too.
  if ([...fonts].some((face) => face.family.includes('Devanagari') && face.status === 'loaded')) reshape();
}
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
