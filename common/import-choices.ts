import {
  CG_DISTRICTS, INSURANCE_TYPES, NOTICE_LANGUAGES, OFFICES, RECORD_STATUSES, RELATION_TYPES, STATES, TAX_MODES, VEHICLE_TYPES,
} from './options.js';

/** The values each enumerated import field takes (its form's list): an error names them, a cell matches them in any case. */
export const IMPORT_CHOICES: Record<string, readonly string[]> = {
  relation_type: RELATION_TYPES,
  state: STATES,
  city: CG_DISTRICTS,
  language: NOTICE_LANGUAGES,
  ll_office: OFFICES,
  dl_office: OFFICES,
  vehicle_type: VEHICLE_TYPES,
  insurance_type: INSURANCE_TYPES,
  insurance_status: RECORD_STATUSES,
  pucc_status: RECORD_STATUSES,
  tax_mode: TAX_MODES,
  tax_vehicle_type: VEHICLE_TYPES,
};

const TWO_WHEELER = 'MCWG';
/** Words for a vehicle class as registers write them, English and Hindi. */
const VEHICLE_WORDS: Record<string, string> = {
  ...Object.fromEntries(
    ['bike', 'motorcycle', 'motor cycle', 'm cycle', 'scooter', 'scooty', 'moped', 'two wheeler', '2 wheeler', '2w', 'mcwog', 'm cycle scooter',
      'बाइक', 'मोटरसाइकिल', 'मोटर साइकिल', 'स्कूटर', 'दोपहिया', 'दो पहिया'].map((word) => [word, TWO_WHEELER]),
  ),
  ...Object.fromEntries(['car', 'motor car', 'jeep', 'four wheeler', '4 wheeler', '4w', 'कार', 'जीप'].map((word) => [word, 'LMV'])),
  ...Object.fromEntries(['pickup', 'pick up', 'tempo', 'goods carrier', 'लोडर'].map((word) => [word, 'LGV'])),
  ...Object.fromEntries(['truck', 'hgv', 'trans', 'bus', 'ट्रक', 'बस'].map((word) => [word, 'TRANS(HGV)'])),
  ...Object.fromEntries(['e rickshaw', 'erickshaw', 'e rikshaw', 'e cart', 'ई रिक्शा'].map((word) => [word, 'E-Rikshaw/E-Cart'])),
  ...Object.fromEntries(['tractor', 'ट्रैक्टर'].map((word) => [word, 'Agriculture Tractor'])),
  ...Object.fromEntries(['trolley', 'trailer', 'ट्रॉली'].map((word) => [word, 'Agriculture Trailer'])),
};

/**
 * Common words registers write for an enumerated field's value (keys as `choiceKey` writes them): "TP" is Third
 * Party, "Bike" a two-wheeler (MCWG), "S/o" Son of, an RTO's code or town its office.
 */
export const CHOICE_WORDS: Record<string, Record<string, string>> = {
  insurance_type: {
    tp: 'Third Party', 'third party only': 'Third Party', '3rd party': 'Third Party', liability: 'Third Party', 'act only': 'Third Party',
    'थर्ड पार्टी': 'Third Party', comp: 'Comprehensive', compre: 'Comprehensive', package: 'Comprehensive', 'package policy': 'Comprehensive',
    'zero dep': 'Comprehensive', 'व्यापक': 'Comprehensive',
  },
  vehicle_type: VEHICLE_WORDS,
  tax_vehicle_type: VEHICLE_WORDS,
  relation_type: { 's o': 'Son of', so: 'Son of', 'w o': 'Wife of', wo: 'Wife of', 'd o': 'Daughter of', do: 'Daughter of', पुत्र: 'Son of', पत्नी: 'Wife of', पुत्री: 'Daughter of' },
  tax_mode: { 'half yearly': 'HalfYearly', annual: 'Yearly', 'one time': 'OneTime', lifetime: 'OneTime', ott: 'OneTime' },
  language: { english: 'en', hindi: 'hi', हिंदी: 'hi', हिन्दी: 'hi', अंग्रेज़ी: 'en' },
  ll_office: officeWords(),
  dl_office: officeWords(),
};

/** An office by its code ("CG04", "CG-04") or its town ("Raipur"). */
function officeWords(): Record<string, string> {
  return Object.fromEntries(
    OFFICES.flatMap((office) => {
      const [code, ...town] = office.split(' ');
      return [[choiceKey(code), office], [choiceKey(code.replace('-', '')), office], [choiceKey(town.join(' ')), office]];
    }),
  );
}

/** A cell as compared with the choices and words: lower case, punctuation as single spaces. */
export function choiceKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s_\-./()'’:,]+/g, ' ').trim();
}

/** The choice a cell names (any case, or a common word for it); the cell as written when it names none. */
export function choiceValue(field: string, text: string): string {
  const choices = IMPORT_CHOICES[field];
  if (!choices) return text;
  const key = choiceKey(text);
  return choices.find((choice) => choiceKey(choice) === key) ?? CHOICE_WORDS[field]?.[key] ?? text;
}
