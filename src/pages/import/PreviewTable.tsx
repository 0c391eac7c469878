import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../format';
import { importField, useFieldLabel } from './importFields';

/** A stored value as the app shows it: dates dd-mm-yyyy, lists with commas, yes/no; empty as '-'. */
const shown = (field: string, value: unknown, translate: (key: string) => string): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (importField(field)?.format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value);
  return String(value);
};

/** The first rows of the file as they will be stored (numbers normalised, dates read), one column per imported field. */
export const PreviewTable = ({ fields, rows, numbers }: { fields: string[]; rows: Record<string, unknown>[]; numbers: number[] }) => {
  const translate = useTranslate();
  const label = useFieldLabel();
  if (!fields.length) return <Typography color="text.secondary">{translate('imports.map.preview_empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto', maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={translate('imports.map.preview')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('imports.map.row')}</TableCell>
            {fields.map((field) => (
              <TableCell key={field}>{label(field)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Numbered as in the sheet: below the header row (row 1, or lower under a title).
            <TableRow key={index}>
              <TableCell>{numbers[index]}</TableCell>
              {fields.map((field) => (
                <TableCell key={field}>{shown(field, row[field], translate)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
