import { useLocale } from 'react-admin';
import { IMPORT_FIELDS, type ImportField } from '../../../common/import-fields';
import type { ImportMapping } from '../../dataProvider/imports';

const BY_NAME = new Map(IMPORT_FIELDS.map((field) => [field.name, field]));

export const importField = (name: string): ImportField | undefined => BY_NAME.get(name);

/** An import field's label in the UI's language (the list's own English and Hindi labels); an unknown name as it is. */
export function useFieldLabel() {
  const locale = useLocale();
  return (name: string) => {
    const field = BY_NAME.get(name);
    return field ? (locale === 'hi' ? field.hi : field.en) : name;
  };
}

/** The citizen's required fields no column is mapped to: every row needs them. */
export const missingRequired = (mapping: ImportMapping): string[] => {
  const mapped = new Set(Object.values(mapping));
  return IMPORT_FIELDS.filter((field) => field.group === 'citizen' && field.required && !mapped.has(field.name)).map((field) => field.name);
};

/** The file's columns that are imported, in the file's order, each with its field. */
export const mappedColumns = (columns: string[], mapping: ImportMapping) =>
  columns.flatMap((column) => (mapping[column] ? [{ column, field: mapping[column]! }] : []));
