// @vitest-environment node
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { hi } from '.';
import { raHindi } from './ra';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf of a catalogue as `dotted.path → text`. */
const leaves = (catalogue: Catalogue, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value] as const]
        : [...leaves(value, `${prefix}${key}.`)],
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const pluralForms = (text: string) => text.split('||||').length;

/** The only texts that stay as in English: placeholders or a blank, nothing to translate. */
const SAME_AS_ENGLISH = ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'];

const english = leaves(englishMessages as Catalogue);
const hindi = leaves(raHindi);

describe("Hindi catalogue of react-admin's own texts", () => {
  it('has exactly the keys of the English catalogue', () => {
    const missing = [...english.keys()].filter((key) => !hindi.has(key));
    const extra = [...hindi.keys()].filter((key) => !english.has(key));
    expect(english.size).toBeGreaterThan(150);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps every placeholder and the number of plural forms', () => {
    const broken = [...english].filter(
      ([key, text]) =>
        placeholders(hindi.get(key) ?? '').join() !== placeholders(text).join() ||
        pluralForms(hindi.get(key) ?? '') !== pluralForms(text),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('translates every text into Devanagari except the allow-listed ones', () => {
    const untranslated = [...english]
      .filter(([key, text]) => hindi.get(key) === text || !/[\u0900-\u097F]/.test(hindi.get(key) ?? ''))
      .map(([key]) => key);
    expect(untranslated).toEqual(SAME_AS_ENGLISH);
  });

  it('is what the app shows in Hindi, plural forms included', () => {
    const i18n = polyglotI18nProvider((locale) => (locale === 'hi' ? hi : englishMessages), 'hi');
    expect(i18n.translate('ra.action.save')).toBe('सहेजें');
    expect(i18n.translate('ra.validation.required')).toBe('आवश्यक');
    expect(i18n.translate('ra.notification.updated', { smart_count: 1 })).toBe('आइटम अपडेट किया गया');
    expect(i18n.translate('ra.notification.updated', { smart_count: 3 })).toBe('3 आइटम अपडेट किए गए');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '42 में से 1-10',
    );
  });
});
