import { Box, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportCheck, ImportStatus, ImportUpload } from '../../dataProvider/imports';
import { formatNumber } from '../../format';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CheckStep } from './CheckStep';
import { FailureAlert } from './FailureAlert';
import { MapStep } from './MapStep';
import { RunStep } from './RunStep';
import { UploadStep } from './UploadStep';

const STEPS = ['upload', 'map', 'check', 'import'] as const;
type StepName = (typeof STEPS)[number];

/** The import being written, kept for the tab's session until its outcome shows: back on the page, its progress shows again. */
const RUNNING_KEY = 'import.running';
const runningImport = () => Number(sessionStorage.getItem(RUNNING_KEY)) || null;

/**
 * /admin/import (admins; a manager imports into their own branch): citizens with their licenses, vehicles and current
 * documents from a CSV or Excel file, in four steps: upload, map the columns (with a preview), check every row, import.
 */
export const ImportPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  useDocumentTitle(translate('imports.title'));
  const dataProvider = useDataProvider<AppDataProvider>();
  const [running, setRunning] = useState(runningImport);
  const [step, setStep] = useState<StepName>(running ? 'import' : 'upload');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [imported, setImported] = useState(false);

  /** Back to an empty upload; an import not yet written is discarded on the server. */
  const startOver = () => {
    if (upload && step !== 'import') void dataProvider.cancelImport(upload.id).catch(() => undefined);
    setUpload(null);
    setFile(null);
    setCheck(null);
    setRunning(null);
    setImported(false);
    sessionStorage.removeItem(RUNNING_KEY);
    setStep('upload');
  };
  /** The outcome shows: the session forgets the import; a done import ticks the last step. */
  const finished = useCallback((status?: ImportStatus) => {
    sessionStorage.removeItem(RUNNING_KEY);
    setImported(status === 'done');
  }, []);
  /** The file read again from another header row: the import staged from the old one is discarded. */
  const reread = useMutation({
    mutationFn: (headerRow: number) => dataProvider.uploadImport(file!, { header_row: headerRow, branch_id: branchId }),
    onSuccess: (answer) => {
      if (upload) void dataProvider.cancelImport(upload.id).catch(() => undefined);
      setUpload(answer);
    },
  });
  const started = (id: number) => {
    sessionStorage.setItem(RUNNING_KEY, String(id));
    setRunning(id);
    setStep('import');
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('imports.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('imports.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
        <Stepper activeStep={imported ? STEPS.length : STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3, mx: { xs: -1.5, sm: 0 } }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`imports.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {upload && (
          <Typography variant="subtitle1" component="p" fontWeight="bold" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {translate('imports.file_summary', { file: upload.file_name, smart_count: upload.rows, rows: formatNumber(upload.rows, locale) })}
          </Typography>
        )}
        <Box sx={{ minWidth: 0 }}>
          {step === 'upload' && (
            <UploadStep
              branchId={branchId}
              onBranch={setBranchId}
              onUploaded={(answer, chosen) => {
                setUpload(answer);
                setFile(chosen);
                setStep('map');
              }}
            />
          )}
          {step === 'map' && upload && (
            <>
              <FailureAlert error={reread.error} fallback="imports.upload.failed" />
              <MapStep
                key={upload.id}
                upload={upload}
                onMapped={(answer) => setUpload((current) => ({ ...current, ...answer }))}
                onHeaderRow={(row) => reread.mutate(row)}
                rereading={reread.isPending}
                onChecked={(answer) => {
                  setCheck(answer);
                  setStep('check');
                }}
                onStartOver={startOver}
              />
            </>
          )}
          {step === 'check' && upload && check && (
            <CheckStep id={upload.id} check={check} onBack={() => setStep('map')} onStarted={() => started(upload.id)} onStartOver={startOver} />
          )}
          {step === 'import' && running && <RunStep id={running} onStartOver={startOver} onFinished={finished} />}
        </Box>
      </Paper>
    </>
  );
};
