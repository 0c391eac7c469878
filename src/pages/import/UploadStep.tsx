import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES } from '../../../common/import-fields';
import { FileChooseButton } from '../../components/FileChooseButton';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportUpload } from '../../dataProvider/imports';
import { useExportDownload } from '../admin/useExportDownload';
import { BranchChoice } from './BranchChoice';
import { FailureAlert } from './FailureAlert';

/** What the file chooser offers: Excel workbooks and CSV, by extension and by type. */
const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** A file too big to send: refused before the upload, as the server would (413). */
const tooLarge = () => Object.assign(new Error('too large'), { status: 413 });

interface UploadStepProps {
  branchId: number | null;
  onBranch: (branchId: number | null) => void;
  onUploaded: (upload: ImportUpload, file: File) => void;
}

/**
 * Step 1: the branch the rows go to (an admin's or a branchless manager's choice), the template to fill, and the file
 * to upload; the server reads it, finds its header row and guesses the columns' fields.
 */
export const UploadStep = ({ branchId, onBranch, onUploaded }: UploadStepProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const template = useExportDownload();
  const upload = useMutation({
    mutationFn: (file: File) =>
      file.size > IMPORT_MAX_BYTES ? Promise.reject(tooLarge()) : dataProvider.uploadImport(file, { branch_id: branchId }),
    onSuccess: (answer, file) => onUploaded(answer, file),
  });
  const downloadTemplate = () =>
    template.start('template', (onProgress) => dataProvider.downloadImportTemplate(onProgress), translate('imports.upload.template_failed'));

  return (
    <Box>
      <FailureAlert error={upload.error} fallback="imports.upload.failed" />
      {template.failure && <Alert severity="error" sx={{ mb: 2 }}>{template.failure}</Alert>}
      <BranchChoice value={branchId} onChange={onBranch} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <FileChooseButton accept={ACCEPT} onChoose={(file) => upload.mutate(file)} startIcon={<UploadFileIcon />} disabled={upload.isPending}>
          {translate('imports.upload.choose')}
        </FileChooseButton>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate} disabled={!!template.running}>
          {translate('imports.upload.template')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('imports.upload.hint')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('imports.upload.template_text')}
      </Typography>
      {upload.isPending && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('imports.upload.reading', { file: upload.variables.name })}
          </Typography>
          <LinearProgress />
        </Box>
      )}
    </Box>
  );
};
