import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportTopRow } from '../../dataProvider/imports';

/** A first row as the choice shows it: its number and its first cells. */
const rowText = (row: ImportTopRow) => row.cells.filter(Boolean).slice(0, 4).join(' · ');

interface HeaderRowChoiceProps {
  headerRow: number;
  topRows: ImportTopRow[];
  disabled: boolean;
  onChoose: (row: number) => void;
}

/**
 * Which of the file's first rows holds the column headers: the server finds it below any title rows; another chosen
 * here reads the file again from that row.
 */
export const HeaderRowChoice = ({ headerRow, topRows, disabled, onChoose }: HeaderRowChoiceProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('imports.map.header_row')}
      helperText={translate('imports.map.header_row_hint')}
      value={headerRow}
      disabled={disabled}
      onChange={(event) => onChoose(Number(event.target.value))}
      sx={{ mb: 2, width: { xs: '100%', sm: 560 } }}
    >
      {topRows.map((row) => (
        <MenuItem key={row.row} value={row.row} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {translate('imports.map.header_row_option', { row: row.row, cells: rowText(row) })}
        </MenuItem>
      ))}
    </TextField>
  );
};
