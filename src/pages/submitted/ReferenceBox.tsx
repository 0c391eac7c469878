import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { copyText } from '../../components/copyText';
import { useTranslate } from '../../i18n/translations';

/**
 * The reference a request was given, large enough to read out on the phone, with a button that copies it and says
 * beside it whether it did (a status a screen reader reads; the public entry has no toasts).
 */
export const ReferenceBox = ({ reference }: { reference: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => setCopied(await copyText(reference));
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
        <Typography variant="body2" role="status">
          {copied === null ? '' : translate(copied ? 'tracking.copied' : 'tracking.copy_failed')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('tracking.keep')}
      </Typography>
    </Alert>
  );
};
