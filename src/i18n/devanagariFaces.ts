/** The id of the style element that declares Hindi's faces in a Hindi page drawn at build time (src/public/prerender.ts). */
export const DEVANAGARI_FACES_ID = 'devanagari-faces';

/** Whether this page came with Hindi's faces (devanagariFont.css) declared in its head. */
export const pageDeclaresDevanagariFaces = () => document.getElementById(DEVANAGARI_FACES_ID) !== null;

/**
 * Chromium (156, on a desk without a Devanagari system font) keeps text it shaped before a face had loaded as boxes
 * once it has: the page drawn at build time, the app bar and the first tiles (the medium weight's headings and buttons
 * even when the page declared the faces in its head). A changed font description makes it shape all text anew (an
 * unchanged one takes the boxes back from its cache), so each face's arrival (and a face already here when this runs)
 * sets `data-devanagari-loads` on the root to its count (1–4), and devanagariFont.css gives every element a font
 * feature setting per count that draws as the default does: one style and layout pass per face. Listens once per page.
 */
export function reshapeWhenLoaded(fonts: FontFaceSet | undefined = document.fonts, root = document.documentElement) {
  if (!fonts || root.dataset.devanagariListens) return;
  root.dataset.devanagariListens = 'yes';
  const reshape = () => (root.dataset.devanagariLoads = String(Number(root.dataset.devanagariLoads ?? 0) + 1));
  fonts.addEventListener('loadingdone', reshape);
  // A face can arrive between the faces' declaration and this code (from a cache, on a busy phone): its boxes stay too.
  if ([...fonts].some((face) => face.family.includes('Devanagari') && face.status === 'loaded')) reshape();
}
