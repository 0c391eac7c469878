/** The install manifest of each language (pwa.config.ts writes both): the name and description a phone's home screen shows. */
const MANIFESTS: Record<string, string> = { en: '/manifest.webmanifest', hi: '/manifest.hi.webmanifest' };

/** Points the page's `<link rel="manifest">` at the manifest in `locale`, so "Add to Home screen" speaks that language. */
export function linkManifest(locale: string) {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[locale] ?? MANIFESTS.en);
}
