import {
  CG_DISTRICTS, INQUIRY_DOCUMENT_WORDS, INSURANCE_TYPES, LICENCE_VEHICLE_CLASSES, OFFICES, STATES, TAX_MODES, VEHICLE_TYPES,
} from '../../../common/options';

/** Each value as its own label. */
const same = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<string, string>;

/** Labels of the option lists of common/options.ts, keyed by the stored value (see src/i18n/options.ts). */
export const options = {
  options: {
    offices: same(OFFICES),
    districts: same(CG_DISTRICTS),
    states: same(STATES),
    vehicle_classes: Object.fromEntries(
      LICENCE_VEHICLE_CLASSES.map(({ code, meaning }) => [code, code === meaning ? code : `${code} (${meaning})`]),
    ) as Record<string, string>,
    vehicle_types: same(VEHICLE_TYPES),
    tax_modes: same(TAX_MODES),
    insurance_types: same(INSURANCE_TYPES),
    document_types: INQUIRY_DOCUMENT_WORDS as Record<string, string>,
  },
};
