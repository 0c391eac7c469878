import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, FormControlLabel, Link, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CountTiles } from '../../components/CountTiles';
import { usePhone, type TableColumn } from '../../components/ResponsiveTable';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportCheck, ImportDuplicate, ImportRowError, OnDuplicate } from '../../dataProvider/imports';
import { formatNumber } from '../../format';
import { useExportDownload } from '../admin/useExportDownload';
import { FailureAlert } from './FailureAlert';
import { FirstRowsTable } from './FirstRowsTable';
import { useFieldLabel } from './importFields';
import { StepButtons } from './StepButtons';

type Listed<T> = T & { id: number };
const listed = <T,>(rows: T[]): Listed<T>[] => rows.map((row, id) => ({ ...row, id }));

/** The row number: under the Row heading on a desk, "Row 5" as a phone card's title. */
const RowNumber = ({ row }: { row: number }) => {
  const translate = useTranslate();
  return <>{usePhone() ? translate('imports.check.row_n', { row }) : row}</>;
};

const rowColumn = <T extends { row: number }>(): TableColumn<T> => ({
  id: 'row',
  label: 'imports.check.columns.row',
  render: (row) => <RowNumber row={row.row} />,
});

const DuplicateMatch = ({ duplicate }: { duplicate: ImportDuplicate }) => {
  const translate = useTranslate();
  if (duplicate.existing_id === null) return <>{translate('imports.check.earlier_row')}</>;
  return (
    <Link component={RouterLink} to={`/citizens/${duplicate.existing_id}`}>
      {translate('imports.check.citizen', { id: duplicate.existing_id })}
    </Link>
  );
};

interface CheckStepProps {
  id: number;
  check: ImportCheck;
  onBack: () => void;
  onStarted: () => void;
  onStartOver: () => void;
}

/**
 * Step 3: the counts, the rows with errors (as in Excel, with the file's own column and the cell; all of them as a
 * CSV), the duplicates with what to do with them, and the import itself, offered once no row has an error.
 */
export const CheckStep = ({ id, check, onBack, onStarted, onStartOver }: CheckStepProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const label = useFieldLabel();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [onDuplicate, setOnDuplicate] = useState<OnDuplicate>('skip');
  const commit = useMutation({ mutationFn: () => dataProvider.commitImport(id, onDuplicate), onSuccess: onStarted });
  const invalid = check.rows - check.valid;
  const count = (value: number) => formatNumber(value, locale);

  const errorsFile = useExportDownload();
  const downloadErrors = () =>
    errorsFile.start('errors', (onProgress) => dataProvider.downloadImportErrors(id, onProgress), translate('imports.check.download_failed'));
  const errorColumns: TableColumn<Listed<ImportRowError>>[] = [
    rowColumn(),
    { id: 'column', label: 'imports.check.columns.column', render: (error) => error.column ?? label(error.field), wrap: true },
    { id: 'value', label: 'imports.check.columns.value', render: (error) => error.value ?? '', wrap: true },
    { id: 'message', label: 'imports.check.columns.message', render: (error) => error.message, wrap: true },
  ];
  const duplicateColumns: TableColumn<Listed<ImportDuplicate>>[] = [
    rowColumn(),
    { id: 'kind', label: 'imports.check.columns.kind', render: (duplicate) => translate(`imports.check.kinds.${duplicate.kind}`) },
    { id: 'existing', label: 'imports.check.matches', render: (duplicate) => <DuplicateMatch duplicate={duplicate} /> },
  ];

  return (
    <Box>
      <CountTiles
        tiles={[
          { label: 'imports.check.rows', value: check.rows },
          { label: 'imports.check.valid', value: check.valid, tone: 'success' },
          { label: 'imports.check.errors', value: invalid, tone: 'error' },
          { label: 'imports.check.duplicates', value: check.duplicates.length, tone: 'warning' },
        ]}
      />
      <FailureAlert error={commit.error} fallback="imports.run.start_failed" />
      {invalid === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>{translate('imports.check.all_valid')}</Alert>
      ) : (
        <Box component="section" aria-labelledby="import-errors" sx={{ mb: 3 }}>
          <Typography id="import-errors" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('imports.check.errors_title')}
          </Typography>
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('imports.check.rows_with_errors', { smart_count: invalid, count: count(invalid) })}{' '}
            {translate('imports.check.error_count', { smart_count: check.error_count, count: count(check.error_count) })}{' '}
            {translate('imports.check.fix')}
            {check.errors.length < invalid && ` ${translate('imports.check.errors_listed', { listed: count(check.errors.length), count: count(invalid) })}`}
          </Alert>
          {errorsFile.failure && <Alert severity="error" sx={{ mb: 1 }}>{errorsFile.failure}</Alert>}
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadErrors} disabled={!!errorsFile.running} sx={{ mb: 1 }}>
            {translate('imports.check.download_errors')}
          </Button>
          <FirstRowsTable rows={listed(check.errors)} columns={errorColumns} titleColumn="row" />
        </Box>
      )}
      {check.duplicates.length > 0 && (
        <Box component="section" aria-labelledby="import-duplicates" sx={{ mb: 2 }}>
          <Typography id="import-duplicates" variant="h6" component="h2">
            {translate('imports.check.duplicates_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('imports.check.duplicates_text')}
          </Typography>
          <FirstRowsTable rows={listed(check.duplicates)} columns={duplicateColumns} titleColumn="row" />
          <Typography id="import-on-duplicate" fontWeight="bold">
            {translate('imports.check.on_duplicate')}
          </Typography>
          <RadioGroup row aria-labelledby="import-on-duplicate" value={onDuplicate} onChange={(event) => setOnDuplicate(event.target.value as OnDuplicate)}>
            <FormControlLabel value="skip" control={<Radio />} label={translate('imports.check.skip')} />
            <FormControlLabel value="update" control={<Radio />} label={translate('imports.check.update')} />
          </RadioGroup>
        </Box>
      )}
      <StepButtons onStartOver={onStartOver}>
        <Button variant="outlined" onClick={onBack}>
          {translate('imports.back')}
        </Button>
        <Button variant="contained" onClick={() => commit.mutate()} disabled={invalid > 0 || check.valid === 0 || commit.isPending}>
          {translate('imports.run.start', { smart_count: check.valid, rows: count(check.valid) })}
        </Button>
      </StepButtons>
    </Box>
  );
};
