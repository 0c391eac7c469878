import { Box, ListSubheader, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS } from '../../../common/import-fields';
import type { ImportMapping } from '../../dataProvider/imports';
import { useFieldLabel } from './importFields';

/** The select's value for "Do not import" (a select cannot hold null). */
const NONE = '';

/** The fields under a heading per group (the citizen's branch with the citizen), in the template's order. */
const GROUPED = IMPORT_FIELDS.reduce<{ group: string; names: string[] }[]>((groups, field) => {
  const group = field.group === 'branch' ? 'citizen' : field.group;
  const last = groups.at(-1);
  if (last?.group === group) last.names.push(field.name);
  else groups.push({ group, names: [field.name] });
  return groups;
}, []);

interface ColumnMappingProps {
  columns: string[];
  mapping: ImportMapping;
  onChange: (column: string, field: string | null) => void;
}

/**
 * One line per column of the file: its header and the field it fills ("Do not import" first). A field another column
 * fills already is offered disabled, so no two columns write one field. Two columns to a line on a desk, one on a phone.
 */
export const ColumnMapping = ({ columns, mapping, onChange }: ColumnMappingProps) => {
  const translate = useTranslate();
  const label = useFieldLabel();
  const taken = new Map(Object.entries(mapping).flatMap(([column, field]) => (field ? [[field, column] as const] : [])));
  return (
    <Box role="list" aria-label={translate('imports.map.column')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
      {columns.map((column) => (
        <Box
          role="listitem"
          key={column}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: { xs: 0.5, sm: 1 }, alignItems: 'center' }}
        >
          <Typography component="span" fontWeight="bold" sx={{ overflowWrap: 'anywhere' }}>
            {column}
          </Typography>
          <TextField
            select
            size="small"
            hiddenLabel
            value={mapping[column] ?? NONE}
            onChange={(event) => onChange(column, event.target.value || null)}
            slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': translate('imports.map.field_of', { column }) } }}
          >
            <MenuItem value={NONE}>
              <em>{translate('imports.map.do_not_import')}</em>
            </MenuItem>
            {GROUPED.flatMap(({ group, names }) => [
              <ListSubheader key={group} disableSticky sx={{ lineHeight: 2.5 }}>{translate(`imports.groups.${group}`)}</ListSubheader>,
              ...names.map((name) => (
                <MenuItem key={name} value={name} disabled={taken.has(name) && taken.get(name) !== column} sx={{ pl: 3 }}>
                  {label(name)}
                </MenuItem>
              )),
            ])}
          </TextField>
        </Box>
      ))}
    </Box>
  );
};
