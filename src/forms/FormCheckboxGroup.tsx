import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from '../i18n/translations';
import type { FieldRule } from './fieldRules';
import { useFieldRules } from './useFieldRules';

interface FormCheckboxGroupProps {
  name: string;
  label: string;
  /** Each choice's value and its name, already in the page's language. */
  choices: { id: string; name: string }[];
  rules?: FieldRule[];
}

/** Checkboxes of a LightForm whose value is the list of the checked choices, in a fieldset named by its legend. */
export const FormCheckboxGroup = ({ name, label, choices, rules }: FormCheckboxGroupProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, rules: { validate: useFieldRules(rules) } });
  const checked: string[] = field.value ?? [];
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...checked, id] : checked.filter((value) => value !== id));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} margin="dense" fullWidth>
      <FormLabel component="legend">{translate(label)}</FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.id}
            label={choice.name}
            control={
              <Checkbox
                name={field.name}
                value={choice.id}
                inputRef={index === 0 ? field.ref : undefined}
                checked={checked.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </Box>
      <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
    </FormControl>
  );
};
