/**
 * One word for each thing, in English and in Hindi (README › Languages › Words): the word the texts use
 * and the synonyms they avoid. The specification's quoted texts already use these words.
 */
export interface GlossaryEntry {
  en: string;
  hi: string;
  /** Synonyms a text must not use instead, per language. */
  avoid: { en?: RegExp; hi?: RegExp };
}

export const GLOSSARY: GlossaryEntry[] = [
  { en: 'License', hi: 'लाइसेंस', avoid: { en: /\blicences?\b/i, hi: /लाइसेन्स|अनुज्ञप्ति/ } },
  { en: 'Mobile (number)', hi: 'मोबाइल (नंबर)', avoid: { en: /\bphones?\b/i, hi: /फ़ोन|फोन|दूरभाष/ } },
  { en: 'Number (of a document, a mobile, a page; संख्या is a count or a numeric value)', hi: 'नंबर', avoid: { hi: /(?<!^|एक |की )संख्या/ } },
  { en: 'Date', hi: 'तिथि', avoid: { hi: /तारीख|दिनांक/ } },
  { en: 'Manager', hi: 'मैनेजर', avoid: { hi: /प्रबंधक/ } },
  { en: 'LL, DL', hi: 'एलएल, डीएल', avoid: { hi: /\b(LL|DL)\b/ } },
];
