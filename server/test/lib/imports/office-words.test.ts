import { describe, expect, it } from 'vitest';
import { CHOICE_WORDS, choiceKey, choiceValue, IMPORT_CHOICES } from '../../../../common/import-choices.js';
import { IMPORT_FIELDS } from '../../../../common/import-fields.js';
import { HEADER_SYNONYMS } from '../../../../common/import-headers.js';
import { dateValue, fullYear } from '../../../lib/imports/cell-values.js';
import { headerKey } from '../../../lib/imports/mapping.js';

describe('two-digit years', () => {
  const today = '2026-12-05';
  it('puts a birth date in the past', () => {
    expect(fullYear('85', '08', '15', true, today)).toBe('1985');
    expect(fullYear('05', '01', '01', true, today)).toBe('2005');
    expect(fullYear('26', '12', '05', true, today)).toBe('2026');
    expect(fullYear('26', '12', '06', true, today)).toBe('1926');
  });
  it('puts any other date in the year nearest this one, at most 50 years ahead', () => {
    expect(fullYear('44', '07', '19', false, today)).toBe('2044');
    expect(fullYear('76', '01', '01', false, today)).toBe('2076');
    expect(fullYear('77', '01', '01', false, today)).toBe('1977');
    expect(fullYear('98', '01', '10', false, today)).toBe('1998');
  });
  it('reads dd/mm/yy, dd-mm-yy and dd.mm.yy; leaves what it cannot read as written', () => {
    expect(dateValue('5/8/85', true)).toBe('1985-08-05');
    expect(dateValue('15-08-85', true)).toBe('1985-08-15');
    expect(dateValue('31.03.30')).toBe('2030-03-31');
    expect(dateValue('15/08/985')).toBe('15/08/985');
  });
});

describe('the synonym and word tables', () => {
  it('names one field for each header written', () => {
    const owners = new Map<string, string>();
    for (const field of IMPORT_FIELDS) {
      for (const header of new Set([field.name, field.en, field.hi, ...(HEADER_SYNONYMS[field.name] ?? [])].map(headerKey))) {
        expect(owners.get(header) ?? field.name, `'${header}'`).toBe(field.name);
        owners.set(header, field.name);
      }
    }
    for (const field of Object.keys(HEADER_SYNONYMS)) expect(IMPORT_FIELDS.some((item) => item.name === field), field).toBe(true);
  });

  it('maps each word to one of its field’s choices, and a choice in any case to itself', () => {
    for (const [field, words] of Object.entries(CHOICE_WORDS)) {
      for (const [word, choice] of Object.entries(words)) {
        expect(IMPORT_CHOICES[field], `${field}: ${word}`).toContain(choice);
        expect(choiceKey(word), word).toBe(word);
      }
    }
    expect(choiceValue('insurance_type', 'TP')).toBe('Third Party');
    expect(choiceValue('insurance_type', 'third party')).toBe('Third Party');
    expect(choiceValue('vehicle_type', 'Bike')).toBe('MCWG');
    expect(choiceValue('vehicle_type', 'ई-रिक्शा')).toBe('E-Rikshaw/E-Cart');
    expect(choiceValue('relation_type', 'S/O')).toBe('Son of');
    expect(choiceValue('city', 'RAIPUR')).toBe('Raipur');
    expect(choiceValue('dl_office', 'cg-04')).toBe('CG-04 Raipur');
    expect(choiceValue('vehicle_type', 'Spaceship')).toBe('Spaceship');
  });
});
