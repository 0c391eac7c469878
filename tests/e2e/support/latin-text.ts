import type { Page } from '@playwright/test';

/**
 * Texts that may stay in Latin script on a Hindi screen: the date format dd-mm-yyyy, codes (MCWG, CG-04, PUCC, LMV, CSV, KB), mixed-case codes
 * and names of products (VLTd, WebP, WhatsApp, Google Calendar, Outlook), numbers and dates, e-mail addresses. Data values (names, addresses, companies) are told apart by
 * what the API sent: see `collectDataValues`.
 */
const ALLOWED = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bdd-mm-yyyy\b/g,
  /\b(VLTd|WebP|WhatsApp|Google Calendar|Outlook)\b/g,
  /\b[A-Z0-9][A-Z0-9()/.&-]*\b/g,
  /[0-9]+/g,
];

/** The toasts (react-admin's notification). */
export const TOASTS = '.MuiSnackbar-root';

/** Answer fields that are texts for the reader (the server words them in the request's language), not data. */
const SERVER_TEXTS = new Set(['message', 'errors']);

/** The answers still being read into each set of collectDataValues: latinTexts waits for them. */
const reading = new WeakMap<Set<string>, Promise<void>[]>();

/**
 * Every string value of the JSON the app received from /api while on a page: the data it may show as it is. An
 * answer's body is read after the app may already show it (a toast naming the row just saved).
 */
export function collectDataValues(page: Page): Set<string> {
  const values = new Set<string>();
  const reads: Promise<void>[] = [];
  reading.set(values, reads);
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && /[A-Za-z]/.test(value)) values.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => SERVER_TEXTS.has(key) || walk(inner));
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    reads.push(response.json().then(walk, () => undefined));
  });
  return values;
}

/** The visible text nodes of the page, or of the elements matching `selector`. */
const visibleTexts = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const texts: string[] = [];
    const nodes = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: Node[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node);
      return found;
    };
    for (const node of [...document.querySelectorAll(within)].flatMap(nodes)) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) texts.push(text);
    }
    return texts;
  }, selector);

/**
 * Visible texts with Latin letters that are neither data the API sent nor an allowed code, number or address: on
 * the whole page, or within `selector` (the toasts: `TOASTS`).
 */
export async function latinTexts(page: Page, dataValues: Set<string>, selector = 'body'): Promise<string[]> {
  await Promise.all(reading.get(dataValues) ?? []);
  // A value stands as whole words: a citizen's language 'en' must not cut 'Calendar' in two.
  const data = [...dataValues]
    .sort((a, b) => b.length - a.length)
    .map((value) => new RegExp(`(?<![A-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const leftOver = (text: string) => {
    let rest = text;
    for (const value of data) rest = rest.replace(value, ' ');
    for (const pattern of ALLOWED) rest = rest.replace(pattern, ' ');
    return /[A-Za-z]/.test(rest);
  };
  return [...new Set((await visibleTexts(page, selector)).filter(leftOver))];
}
