import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useController } from 'react-hook-form';
import { focusRing } from '../appTheme';
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

/**
 * The choices' look, once for the whole group: the phone's own checkbox in the theme's colour, its whole line (44 px
 * high) a tap target. Not MUI's Checkbox: a dozen of them (each a ButtonBase, its ripple and two icons) were much of the
 * work of drawing Ask for Service when a tile opens it on a slow phone.
 */
const choiceStyles = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  '& label': { display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, pl: 1.25, typography: 'body1', cursor: 'pointer' },
  '& input': { width: 20, height: 20, m: 0, flexShrink: 0, accentColor: (theme: Theme) => theme.palette.primary.main, cursor: 'pointer' },
  '& input:focus-visible': focusRing,
};

/** Checkboxes of a LightForm whose value is the list of the checked choices, in a fieldset named by its legend. */
export const FormCheckboxGroup = ({ name, label, choices, rules }: FormCheckboxGroupProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, rules: { validate: useFieldRules(rules) } });
  const checked: string[] = field.value ?? [];
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...checked, id] : checked.filter((value) => value !== id));
  return (
    <FormControl component="fieldset" error={!!fieldState.error} margin="dense" fullWidth>
      <FormLabel component="legend">{translate(label)}</FormLabel>
      <Box sx={choiceStyles}>
        {choices.map((choice, index) => (
          <label key={choice.id}>
            <input
              type="checkbox"
              name={field.name}
              value={choice.id}
              ref={index === 0 ? field.ref : undefined}
              checked={checked.includes(choice.id)}
              onChange={(event) => toggle(choice.id, event.target.checked)}
              onBlur={field.onBlur}
            />
            {choice.name}
          </label>
        ))}
      </Box>
      <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
    </FormControl>
  );
};
