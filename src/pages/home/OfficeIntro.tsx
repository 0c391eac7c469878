import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/translations';

export interface Office {
  name: string | null;
  phone: string | null;
  whatsapp: string | null;
  whatsapp_url: string | null;
}

/**
 * What the office does and how to reach it: a call link and WhatsApp click-to-chat, each when set. While the office is
 * still asked for (`office` null: the page as drawn at build time), the app's name and the buttons' row stand in, so
 * nothing below moves when it comes.
 */
export const OfficeIntroView = ({ office }: { office: Office | null }) => {
  const translate = useTranslate();
  const name = office?.name ?? translate('app.name');
  return (
    <Paper component="section" variant="outlined" aria-label={name} sx={{ p: 2, mb: 3 }}>
      <Typography sx={{ mb: !office || office.phone || office.whatsapp_url ? 1.5 : 0 }}>
        {translate('shell.home.about', { name })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: office ? undefined : 44 }}>
        {office?.phone && (
          <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>
            {translate('shell.home.call', { phone: office.phone })}
          </Button>
        )}
        {office?.whatsapp_url && (
          <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={office.whatsapp_url} target="_blank" rel="noopener">
            {translate('shell.home.chat')}
          </Button>
        )}
      </Box>
    </Paper>
  );
};

/** GET /api/office once per page (the public entry carries no query library); null while it loads. */
function useOffice() {
  const [office, setOffice] = useState<Office | null>(null);
  useEffect(() => {
    fetch('/api/office', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then(setOffice, () => undefined);
  }, []);
  return office;
}

/** The office line of the home page, from GET /api/office. */
export const OfficeIntro = () => <OfficeIntroView office={useOffice()} />;
