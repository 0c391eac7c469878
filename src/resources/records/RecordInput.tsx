import { InputAdornment } from '@mui/material';
import { NumberInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RECORD_STATUSES } from '../../../common/options';
import { DateInput } from '../../components/DateInput';
import { DocumentInput, upperCase } from '../../components/inputs';
import { optionChoices } from '../../i18n/options';
import type { RecordField } from './recordTypes';

/** The input of one record field, chosen by its kind. */
export const RecordInput = ({ field }: { field: RecordField }) => {
  const translate = useTranslate();
  const common = {
    source: field.source,
    label: `citizens.fields.${field.source}`,
    validate: field.required ? required() : undefined,
  };
  switch (field.kind) {
    case 'date':
      return <DateInput {...common} recordStart />;
    case 'number':
      return <TextInput {...common} parse={upperCase} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ? optionChoices(field.choices.list, field.choices.values) : []} emptyText="" />;
    case 'status': {
      const choices = RECORD_STATUSES.map((status) => ({ id: status, name: translate(`citizens.statuses.${status}`) }));
      return <SelectInput {...common} choices={choices} helperText="citizens.status_help" />;
    }
    case 'amount':
      return (
        <NumberInput
          {...common}
          step={0.01}
          min={0}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
        />
      );
    case 'file':
      return <DocumentInput />;
    default:
      return <TextInput {...common} />;
  }
};
