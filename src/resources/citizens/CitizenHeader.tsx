import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { canAccess } from '../../authProvider/access';
import type { Citizen } from '../../dataProvider/citizens';
import { CitizenCalendarButton } from './CitizenCalendarButton';
import { CitizenDeleteButton } from './CitizenDeleteButton';
import { lazyDialog } from '../../lazyNamed';

const CitizenEditDialog = lazyDialog(() => import('./CitizenEditDialog'), 'CitizenEditDialog');
const SendMessageDialog = lazyDialog(() => import('../../components/SendMessageDialog'), 'SendMessageDialog');

/** Back link, Check Expiries and the calendar download (staff), and by the citizen's flags Send Message, Edit and Delete. */
export const CitizenHeader = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions: role } = usePermissions();
  const [dialog, setDialog] = useState<'edit' | 'message' | null>(null);
  return (
    <Box role="group" aria-label={translate('citizens.show.actions')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Button component={Link} to="/citizens" startIcon={<ArrowBackIcon />} sx={{ mr: 'auto' }}>
        {translate('citizens.show.back')}
      </Button>
      {canAccess(role, 'reports.expiries') && (
        <Button variant="outlined" startIcon={<EventBusyIcon />} component={Link} to={`/citizens/${citizen.id}/expired`}>
          {translate('citizens.show.check_expiries')}
        </Button>
      )}
      {canAccess(role, 'calendar.feed') && <CitizenCalendarButton citizenId={citizen.id} />}
      {citizen.can_edit && (
        <>
          <Button variant="outlined" color="success" startIcon={<WhatsAppIcon />} onClick={() => setDialog('message')}>
            {translate('citizens.message.button')}
          </Button>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            {translate('citizens.actions.edit')}
          </Button>
        </>
      )}
      {citizen.can_delete && (
        <CitizenDeleteButton citizen={citizen} onDeleted={() => navigate('/citizens')} />
      )}
      {dialog === 'edit' && <CitizenEditDialog citizen={citizen} onClose={() => setDialog(null)} />}
      {dialog === 'message' && <SendMessageDialog citizen={citizen} onClose={() => setDialog(null)} />}
    </Box>
  );
};
