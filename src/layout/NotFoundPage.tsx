import HistoryIcon from '@mui/icons-material/History';
import HotTubIcon from '@mui/icons-material/HotTub';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

/** The catch-all page: react-admin's NotFound without the full stop it adds after a message that already has one. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('ra.page.not_found'));
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, p: 4 }}>
      <Title title={translate('ra.page.not_found')} />
      <HotTubIcon sx={{ fontSize: '6em' }} color="disabled" />
      <Typography variant="h4" component="h2">
        {translate('ra.page.not_found')}
      </Typography>
      <Typography>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => navigate(-1)}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
};
