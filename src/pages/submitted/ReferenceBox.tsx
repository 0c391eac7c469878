import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../components/copyText';

/** The reference a request was given, large enough to read out on the phone, with a button that copies it. */
export const ReferenceBox = ({ reference }: { reference: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    const copied = await copyText(reference);
    notify(copied ? 'tracking.copied' : 'tracking.copy_failed', { type: copied ? 'success' : 'warning' });
  };
  return (
    <Alert severity="info" icon={false}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="p" variant="h6" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {translate('submitted.reference', { reference })}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('tracking.copy')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('tracking.keep')}
      </Typography>
    </Alert>
  );
};
