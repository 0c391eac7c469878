// @vitest-environment node
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { auditValueWords } from './auditValues';

const translatorOf = (messages: TranslationMessages, locale: string) => {
  const provider = polyglotI18nProvider(() => messages, locale);
  return (key: string, options?: object) => provider.translate(key, options);
};

describe('auditValueWords: the audit trail shows stored values in words', () => {
  it.each([
    ['document_inquiry', 'status', 'new', 'New'],
    ['service_request', 'status', 'pending', 'Pending'],
    ['service_request', 'category', 'dl', 'Driving License', 'ड्राइविंग लाइसेंस'],
    ['service_request', 'services', 'renewal_dl', 'Renewal of DL', 'ड्राइविंग लाइसेंस का नवीनीकरण'],
    ['renewal', 'status', 'contacted', 'Contacted'],
    ['citizen', 'language', 'hi', 'Hindi', 'हिन्दी'],
    ['user', 'role', 'manager', 'Manager'],
  ])('%s %s %s', (entity, field, value, english, hindi?: string) => {
    expect(auditValueWords(entity, field, value, translatorOf(en, 'en'))).toBe(english);
    const inHindi = auditValueWords(entity, field, value, translatorOf(hi, 'hi'));
    if (hindi) expect(inHindi).toBe(hindi);
    expect(inHindi).not.toBe(value);
  });

  it('keeps names, numbers and values of no list as held', () => {
    expect(auditValueWords('citizen', 'name', 'Ramesh', translatorOf(hi, 'hi'))).toBe('Ramesh');
    expect(auditValueWords('citizen', 'status', 'odd', translatorOf(hi, 'hi'))).toBe('odd');
  });
});
