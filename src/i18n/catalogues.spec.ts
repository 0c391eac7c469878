import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf key of a catalogue, dotted, recursively. */
const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

const textOf = (catalogue: Catalogue, key: string) =>
  key.split('.').reduce<Catalogue | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);

describe('the English and Hindi catalogues', () => {
  const english = keysOf(en as Catalogue);
  const hindi = keysOf(hi as Catalogue);

  it('have exactly the same keys', () => {
    expect(english.length).toBeGreaterThan(500);
    expect({
      onlyInEnglish: english.filter((key) => !hindi.includes(key)),
      onlyInHindi: hindi.filter((key) => !english.includes(key)),
    }).toEqual({ onlyInEnglish: [], onlyInHindi: [] });
  });

  it('keep every %{placeholder} of the English text', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    const broken = english.filter((key) => placeholders(textOf(hi as Catalogue, key)) !== placeholders(textOf(en as Catalogue, key)));
    expect(broken).toEqual([]);
  });
});

describe('option labels', () => {
  /** Codes that read the same in Hindi. */
  const CODES = ['MCWG', 'LMV', 'LGV', 'MGV', 'TRANS(HGV)', 'PUCC'];

  it('label every value of the option lists in Hindi, codes kept', () => {
    const lists = Object.entries(hi.options) as [string, Record<string, string>][];
    const notHindi = lists.flatMap(([list, labels]) =>
      Object.entries(labels)
        .filter(([value, label]) => !CODES.includes(value) && !/[\u0900-\u097F]/.test(label))
        .map(([value]) => `${list}.${value}`),
    );
    expect(lists.length).toBe(8);
    expect(notHindi).toEqual([]);
    expect(hi.options.offices['CG-04 Raipur']).toBe('CG-04 रायपुर');
    expect(hi.options.vehicle_classes.MCWG).toMatch(/^MCWG \(/);
  });

  it("name the inquiry form's speed governor (stored as SLD) as the record dialogs, the filters and the reports do", () => {
    expect(en.options.document_types.SLD).toBe('Speed governor');
    expect(en.options.document_types.SLD.toLowerCase()).toBe(en.citizens.records.speed_governors.title.toLowerCase());
    expect(hi.options.document_types.SLD).toBe(hi.citizens.records.speed_governors.title);
    expect(hi.options.document_types.SLD).toBe(hi.expiries.types.speed_governor);
  });
});
