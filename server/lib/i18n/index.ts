import { attributes, messages } from './hi.js';

/** The languages the API answers in; English is the messages' own text. */
export type Language = 'en' | 'hi';

/** `hi` when an Accept-Language header prefers Hindi to English (by q-value, then order), else `en`. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0], q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter(({ language, q }) => (language === 'hi' || language === 'en') && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === 'hi' ? 'hi' : 'en';
}

interface Template { pattern: RegExp; names: string[]; hindi: string }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /:([a-z]+)/g;

/** Catalogue keys with placeholders, as patterns matching the English messages they stand for. */
const templates: Template[] = Object.entries(messages)
  .filter(([english]) => /:[a-z]/.test(english))
  .map(([english, hindi]) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const source = english.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('');
    return { pattern: new RegExp(`^${source}$`), names, hindi };
  });

function fill({ names, hindi }: Template, values: string[]): string {
  const value = (name: string, raw: string) =>
    name === 'message' ? toHindi(raw) : name === 'attribute' || name === 'other' ? (attributes[raw] ?? attributes[raw.toLowerCase()] ?? raw) : raw;
  const byName = Object.fromEntries(names.map((name, i) => [name, value(name, values[i])]));
  return hindi.replace(PLACEHOLDER, (placeholder, name: string) => byName[name] ?? placeholder);
}

function toHindi(message: string): string {
  const exact = messages[message];
  if (exact !== undefined) return exact;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return fill(template, match.slice(1));
  }
  return message;
}

/** A message of the API in `language`; a message the catalogue does not know stays in English. */
export const translate = (message: string, language: Language) => (language === 'hi' ? toHindi(message) : message);

/** A listed error (`{row, field, message}` of an import check) with its message in `language`. */
const translateItem = (item: unknown, language: Language) => {
  if (typeof item === 'string') return translate(item, language);
  const message = (item as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { ...(item as object), message: translate(message, language) } : item;
};

/**
 * `{ message, errors }` of an answer with every message in `language`; other fields untouched. `errors` is
 * `{field: [messages]}`, or a list of `{…, message}` (an import check's rows).
 */
export function translateBody<Body extends { message?: unknown; errors?: unknown }>(body: Body, language: Language): Body {
  if (language === 'en') return body;
  const translated = { ...body };
  if (typeof body.message === 'string') translated.message = translate(body.message, language);
  if (Array.isArray(body.errors)) {
    translated.errors = body.errors.map((item) => translateItem(item, language));
  } else if (body.errors && typeof body.errors === 'object') {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, list]) => [field, Array.isArray(list) ? list.map((m) => (typeof m === 'string' ? translate(m, language) : m)) : list]),
    );
  }
  return translated;
}
