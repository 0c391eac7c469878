import type { FieldValues } from 'react-hook-form';
import { useTranslate } from '../i18n/translations';
import { required as requiredRule, type FieldRule } from './fieldRules';

/** react-hook-form's `validate` of a field: its rules in order (`required` first when asked), the first problem translated. */
export function useFieldRules(rules: FieldRule[] = [], required = false) {
  const translate = useTranslate();
  const checks = required ? [requiredRule, ...rules] : rules;
  return (value: unknown, values: FieldValues) => {
    for (const rule of checks) {
      const problem = rule(value, values);
      if (problem) return typeof problem === 'string' ? translate(problem) : translate(problem[0], problem[1]);
    }
    return true;
  };
}
