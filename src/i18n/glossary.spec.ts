// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as options from '../../common/options';
import { attributes, messages } from '../../server/lib/i18n/hi';
import { en } from './en';
import { GLOSSARY } from './glossary';
import { hi } from './hi';

/** Every text in a catalogue (objects and lists walked), placeholders (`%{phone}`, `:attribute`) left out. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value.replace(/%\{\w+\}|:[a-z]+/g, '')]
    : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

const catalogues = {
  en: [...textsOf(en), ...textsOf(options), ...Object.keys(messages), ...Object.keys(attributes)],
  hi: [...textsOf(hi), ...Object.values(messages), ...Object.values(attributes)],
};

describe('the glossary', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`keeps the ${language} texts of the app and the server to one word for each thing`, () => {
      expect(catalogues[language].length).toBeGreaterThan(500);
      const strays = GLOSSARY.flatMap(({ avoid, [language]: word }) =>
        catalogues[language].filter((text) => avoid[language]?.test(text)).map((text) => `${text} (use ${word})`),
      );
      expect(strays).toEqual([]);
    });
  }
});
