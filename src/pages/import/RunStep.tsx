import DownloadIcon from '@mui/icons-material/Download';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, AlertTitle, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountTiles } from '../../components/CountTiles';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportProgress, ImportStatus } from '../../dataProvider/imports';
import { formatNumber } from '../../format';
import { useExportDownload } from '../admin/useExportDownload';
import { FailureAlert } from './FailureAlert';
import { StepButtons } from './StepButtons';

/** How often the progress is read while the rows are written. */
export const POLL_MS = 1000;

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

const finished = (progress?: ImportProgress) => progress?.status === 'done' || progress?.status === 'failed' || progress?.status === 'cancelled';

/** The progress bar while the rows are written, "done of total", with Cancel (the server rolls everything back). */
const Writing = ({ progress, onCancel, cancelling }: { progress?: ImportProgress; onCancel: () => void; cancelling: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  return (
    <Box role="status" sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>
        {translate('imports.run.writing', { smart_count: total, done: formatNumber(done, locale), total: formatNumber(total, locale) })}
      </Typography>
      <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={total ? (100 * done) / total : 0} sx={{ height: 8, borderRadius: 1, mb: 2 }} />
      <Button variant="outlined" color="error" onClick={onCancel} disabled={cancelling}>
        {translate('imports.run.cancel')}
      </Button>
    </Box>
  );
};

/** The outcome once written: the counts, the report (CSV, one line per row) and the citizens list. */
const Done = ({ progress }: { progress: ImportProgress }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const report = useExportDownload();
  const download = () =>
    report.start('report', (onProgress) => dataProvider.downloadImportReport(progress.id, onProgress), translate('imports.run.report_failed'));
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('imports.run.done')}
      </Alert>
      <CountTiles
        tiles={[
          { label: 'imports.run.created', value: progress.created, tone: 'success' },
          { label: 'imports.run.added', value: progress.added, tone: 'success' },
          { label: 'imports.run.updated', value: progress.updated },
          { label: 'imports.run.skipped', value: progress.skipped },
        ]}
      />
      {report.failure && <Alert severity="error" sx={{ mb: 2 }}>{report.failure}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<PeopleIcon />} component={Link} to="/citizens">
          {translate('imports.run.citizens')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!!report.running}>
          {translate('imports.run.report')}
        </Button>
      </Box>
    </>
  );
};

interface RunStepProps {
  id: number;
  onStartOver: () => void;
  /** Told once the outcome shows, with the final status (none when the import is gone). */
  onFinished: (status?: ImportStatus) => void;
}

/** Step 4: follows the import the server writes in one transaction, until done, failed or cancelled (then `onFinished`). */
export const RunStep = ({ id, onStartOver, onFinished }: RunStepProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const progress = useQuery({
    queryKey: ['imports', id],
    queryFn: () => dataProvider.getImport(id),
    retry: false,
    refetchInterval: (query) => (finished(query.state.data) || isNotFound(query.state.error) ? false : POLL_MS),
  });
  const cancel = useMutation({ mutationFn: () => dataProvider.cancelImport(id), onSettled: () => progress.refetch() });
  const status = progress.data?.status;
  const over = finished(progress.data) || isNotFound(progress.error);
  useEffect(() => {
    if (over) onFinished(status);
  }, [over, status, onFinished]);

  return (
    <Box>
      <FailureAlert error={cancel.error} fallback="imports.run.cancel_failed" />
      {progress.error && !progress.data && !isNotFound(progress.error) && <Alert severity="warning" sx={{ mb: 2 }}>{translate('imports.run.progress_failed')}</Alert>}
      {!finished(progress.data) && !isNotFound(progress.error) && <Writing progress={progress.data} onCancel={() => cancel.mutate()} cancelling={cancel.isPending} />}
      {status === 'done' && <Done progress={progress.data!} />}
      {progress.error && isNotFound(progress.error) && <Alert severity="info" sx={{ mb: 2 }}>{translate('imports.run.gone')}</Alert>}
      {status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <AlertTitle>{translate('imports.run.failed')}</AlertTitle>
          {progress.data?.error}
        </Alert>
      )}
      {status === 'cancelled' && <Alert severity="info" sx={{ mb: 2 }}>{translate('imports.run.cancelled')}</Alert>}
      {over && <StepButtons onStartOver={onStartOver} />}
    </Box>
  );
};
