// Noto Sans Devanagari for Hindi on machines without a Devanagari font: the weights MUI uses (regular, medium, bold).
// Its @font-face rules cover only the Devanagari range, so Latin text keeps the theme's font.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

/** The weights above. */
const WEIGHTS = [400, 500, 700];
/** Hindi waits this long at most for its font (a slow or failed download still switches the language). */
const WAIT_MS = 3000;

/**
 * Resolves once the three weights have been downloaded (or WAIT_MS has passed): Hindi drawn before its font arrives
 * shows boxes, and some of them stayed boxes after it came.
 */
export function devanagariLoaded() {
  const fonts = document.fonts as FontFaceSet | undefined; // not in every engine (nor in jsdom)
  if (!fonts) return Promise.resolve();
  return Promise.race([
    Promise.all(WEIGHTS.map((weight) => fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'अ'))).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}
