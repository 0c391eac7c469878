import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ChoiceFilter {
  /** The list filter it sets (`role`, `status`). */
  name: string;
  label: string;
  /** The label of the empty choice (all). */
  all: string;
  choices: { value: string; label: string }[];
}

interface ChoiceSelectProps {
  choice: ChoiceFilter;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A list filter's select: the empty choice (all) first, then each choice by its translated label. */
export const ChoiceSelect = ({ choice, value, onChange, sx }: ChoiceSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(choice.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
