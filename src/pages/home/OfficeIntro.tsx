import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/http';

export interface Office {
  name: string | null;
  phone: string | null;
  whatsapp: string | null;
  whatsapp_url: string | null;
}

/** What the office does and how to reach it: a call link and WhatsApp click-to-chat, each when set. */
export const OfficeIntroView = ({ office }: { office: Office }) => {
  const translate = useTranslate();
  return (
    <Paper component="section" variant="outlined" aria-label={office.name ?? translate('app.name')} sx={{ p: 2, mb: 3 }}>
      <Typography sx={{ mb: office.phone || office.whatsapp_url ? 1.5 : 0 }}>
        {translate('shell.home.about', { name: office.name ?? translate('app.name') })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {office.phone && (
          <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>
            {translate('shell.home.call', { phone: office.phone })}
          </Button>
        )}
        {office.whatsapp_url && (
          <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={office.whatsapp_url} target="_blank" rel="noopener">
            {translate('shell.home.chat')}
          </Button>
        )}
      </Box>
    </Paper>
  );
};

/** The office line of the home page, from GET /api/office; nothing while it loads or when it fails. */
export const OfficeIntro = () => {
  const { data } = useQuery({ queryKey: ['office'], queryFn: () => apiFetch<Office>('/office'), retry: false, staleTime: Infinity });
  return data ? <OfficeIntroView office={data} /> : null;
};
