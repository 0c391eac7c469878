import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../components/copyText';

const STEPS = ['shell.account.calendar.google', 'shell.account.calendar.outlook'];

/** The feed's new address, shown this once: Copy, how to subscribe in Google Calendar and Outlook, and to keep it private. */
export const CalendarFeedAddress = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () =>
    notify((await copyText(url)) ? 'shell.account.calendar.copied' : 'shell.account.calendar.copy_failed', { type: 'info' });
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography
          component="output"
          aria-label={translate('shell.account.calendar.address')}
          sx={{ flex: '1 1 16rem', minWidth: 0, fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {url}
        </Typography>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('shell.account.calendar.copy')}
        </Button>
      </Box>
      <Box component="ul" sx={{ pl: 2.5, my: 1.5 }}>
        {STEPS.map((step) => (
          <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
            {translate(step)}
          </Typography>
        ))}
      </Box>
      <Alert severity="warning">{translate('shell.account.calendar.keep_private')}</Alert>
    </Box>
  );
};
