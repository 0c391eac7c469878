import { useTranslate } from 'react-admin';

/** The option lists of common/options.ts that have labels in the catalogues (`options.<list>.<value>`). */
export type OptionList =
  | 'offices' | 'districts' | 'states' | 'vehicle_classes' | 'vehicle_types' | 'tax_modes' | 'insurance_types' | 'document_types';

export const optionKey = (list: OptionList, value: string) => `options.${list}.${value}`;

/** react-admin choices of a list; inputs translate their names, so each name is its message key. */
export const optionChoices = (list: OptionList, values: readonly string[]) =>
  values.map((id) => ({ id, name: optionKey(list, id) }));

/** The label of a stored option value in the current language; a value not in the list shows as it is. */
export function useOptionLabel() {
  const translate = useTranslate();
  return (list: OptionList, value: string | null | undefined) => (value ? translate(optionKey(list, value), { _: value }) : '');
}
