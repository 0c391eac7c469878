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
      <Typography id="submitted-reference" variant="body2">
        {translate('submitted.reference')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Typography component="p" variant="h5" aria-labelledby="submitted-reference" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {reference}
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
