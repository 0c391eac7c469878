import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportCheck, ImportMapping, ImportUpload } from '../../dataProvider/imports';
import { ColumnMapping } from './ColumnMapping';
import { FailureAlert } from './FailureAlert';
import { HeaderRowChoice } from './HeaderRowChoice';
import { mappedColumns, missingRequired, useFieldLabel } from './importFields';
import { PreviewTable } from './PreviewTable';
import { StepButtons } from './StepButtons';

interface MapStepProps {
  upload: ImportUpload;
  onMapped: (upload: ImportUpload) => void;
  /** Reads the file again with another header row. */
  onHeaderRow: (row: number) => void;
  /** While the file is read again. */
  rereading: boolean;
  onChecked: (check: ImportCheck) => void;
  onStartOver: () => void;
}

/**
 * Step 2: the header row (found, or chosen among the file's first rows), the field of each column, the guess chosen. Each change is saved (the server remembers it for this user's
 * next file) and answers the new preview; only the answer to the latest change is shown.
 */
export const MapStep = ({ upload, onMapped, onHeaderRow, rereading, onChecked, onStartOver }: MapStepProps) => {
  const translate = useTranslate();
  const label = useFieldLabel();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [mapping, setMapping] = useState<ImportMapping>(upload.mapping);
  const latest = useRef(0);
  const save = useMutation({
    mutationFn: ({ next }: { next: ImportMapping; seq: number }) => dataProvider.mapImport(upload.id, next),
    onSuccess: (answer, { seq }) => seq === latest.current && onMapped(answer),
  });
  const check = useMutation({ mutationFn: () => dataProvider.checkImport(upload.id), onSuccess: onChecked });

  const change = (column: string, field: string | null) => {
    const next = { ...mapping, [column]: field };
    setMapping(next);
    latest.current += 1;
    save.mutate({ next, seq: latest.current });
  };
  const missing = missingRequired(mapping);
  const fields = mappedColumns(upload.columns, mapping).map(({ field }) => field);

  return (
    <Box>
      {upload.top_rows && (
        <HeaderRowChoice headerRow={upload.header_row} topRows={upload.top_rows} disabled={rereading || check.isPending} onChoose={onHeaderRow} />
      )}
      <Typography sx={{ mb: 2 }}>{translate('imports.map.intro')}</Typography>
      <FailureAlert error={save.error} fallback="imports.map.save_failed" />
      <FailureAlert error={check.error} fallback="imports.check.failed" />
      <ColumnMapping columns={upload.columns} mapping={mapping} onChange={change} />
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('imports.map.missing', { fields: missing.map(label).join(', ') })}
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('imports.map.preview')}
      </Typography>
      <Box sx={{ minHeight: 4, mb: 1 }}>{save.isPending && <LinearProgress aria-label={translate('imports.map.saving')} />}</Box>
      <PreviewTable fields={fields} rows={upload.preview} numbers={upload.preview_rows} />
      {check.isPending && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('imports.check.checking')}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      <StepButtons onStartOver={onStartOver}>
        <Button variant="contained" onClick={() => check.mutate()} disabled={save.isPending || check.isPending || rereading || !fields.length}>
          {translate('imports.check_rows')}
        </Button>
      </StepButtons>
    </Box>
  );
};
