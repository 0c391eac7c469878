import type { Language } from './index.js';

/**
 * The words of the desk CSVs (and the import's error list) in Hindi: column headers, statuses and document types, keyed by their English (as the app
 * shows them in हिन्दी: src/i18n/hi/desk.ts and options.ts). What is not here stays as it is.
 */
const HINDI: Record<string, string> = {
  ID: 'आईडी',
  Reference: 'संदर्भ',
  Name: 'नाम',
  Phone: 'मोबाइल',
  'Vehicle No': 'वाहन संख्या',
  'Document Types': 'दस्तावेज़ के प्रकार',
  Status: 'स्थिति',
  'Submitted At': 'भेजा गया',
  New: 'नई',
  Contacted: 'संपर्क किया गया',
  Resolved: 'हल हो गई',
  Insurance: 'बीमा',
  Tax: 'कर',
  Fitness: 'फिटनेस',
  Permit: 'परमिट',
  'Speed governor': 'स्पीड गवर्नर',
  Row: 'पंक्ति',
  Column: 'कॉलम',
  Value: 'मान',
  Field: 'फ़ील्ड',
  Message: 'संदेश',
};

/** A CSV word in the caller's language. */
export const csvWord = (english: string, language: Language) => (language === 'hi' ? (HINDI[english] ?? english) : english);
