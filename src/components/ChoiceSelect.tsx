import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ChoiceFilter<V extends string = string> {
  /** The list filter it sets (`role`, `status`). */
  name: string;
  label: string;
  /** The label of the empty choice (all). */
  all: string;
  choices: { value: V; label: string }[];
}

interface ChoiceSelectProps<V extends string> {
  choice: ChoiceFilter<V>;
  value: V | '';
  /** The chosen value, '' for all. */
  onChange: (value: V | '') => void;
  sx?: SxProps<Theme>;
}

/** A list filter's select: the empty choice (all) first, then each choice by its translated label. */
export const ChoiceSelect = <V extends string>({ choice, value, onChange, sx }: ChoiceSelectProps<V>) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(choice.label)}
      value={value}
      onChange={(event) => onChange(choice.choices.find((option) => option.value === event.target.value)?.value ?? '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={sx}
    >
      <MenuItem value="">{translate(choice.all)}</MenuItem>
      {choice.choices.map(({ value: option, label }) => (
        <MenuItem key={option} value={option}>
          {translate(label)}
        </MenuItem>
      ))}
    </TextField>
  );
};
