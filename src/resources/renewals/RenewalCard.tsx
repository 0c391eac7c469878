import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RenewalRow } from '../../dataProvider/renewals';
import { ExpiryDate } from '../../components/ExpiryDate';
import { SendMessageDialog } from '../../components/SendMessageDialog';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import { useFormat } from '../../format';
import { AssignDialog, LostDialog, RenewedDialog } from './RenewalDialogs';
import { RenewalNotesDialog } from './RenewalNotesDialog';
import { RenewalReply } from './RenewalReply';
import { useRefreshBoard } from './useRenewals';

type Open = 'whatsapp' | 'lost' | 'renewed' | 'assign' | 'notes' | null;

interface RenewalCardProps {
  renewal: RenewalRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One renewal on the board: owner, document, expiry, assignee, and its quick actions. */
export const RenewalCard = ({ renewal, selected, onSelect }: RenewalCardProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshBoard();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const stillOpen = renewal.status === 'due' || renewal.status === 'contacted';

  const markContacted = async () => {
    try {
      await dataProvider.updateRenewal(renewal.id, { status: 'contacted' });
      notify('renewals.saved', { type: 'success' });
      await refresh();
    } catch (error) {
      notify(errorMessage(error, translate('renewals.failed')), { type: 'error' });
    }
  };

  return (
    <Card component="article" variant="outlined" aria-label={`${renewal.owner_name} ${renewal.identifier}`}>
      <CardContent sx={{ pb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('renewals.card.select', { name: renewal.owner_name }) } }}
          sx={{ p: 0.5, ml: -0.5 }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link component={RouterLink} to={`/citizens/${renewal.citizen_id}`} variant="subtitle2" underline="hover">
            {renewal.owner_name}
          </Link>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`expiries.types.${renewal.doc_type}`)} · {renewal.identifier}
          </Typography>
          <Box sx={{ my: 0.5 }}>
            <ExpiryDate date={renewal.expiry_date} />
          </Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {renewal.assignee ? translate('renewals.card.assignee', { name: renewal.assignee.name }) : translate('renewals.card.unassigned')}
            {renewal.notes_count > 0 && ` · ${translate('renewals.card.notes', { smart_count: renewal.notes_count })}`}
          </Typography>
          {stillOpen && renewal.last_reply && <RenewalReply reply={renewal.last_reply} />}
          {renewal.status === 'renewed' && renewal.earned !== null && (
            <Chip size="small" color="success" sx={{ mt: 0.5 }} label={translate('renewals.card.earned', { amount: format.money(renewal.earned) })} />
          )}
          {renewal.renewed_by_record_id !== null && (
            <Typography variant="caption" color="success.main" component="div">
              {translate('renewals.card.auto_renewed')}
            </Typography>
          )}
          {renewal.lost_reason && (
            <Typography variant="caption" color="error" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {translate('renewals.card.lost_reason', { reason: renewal.lost_reason })}
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button size="small" href={`tel:${renewal.owner_mobile}`} startIcon={<CallIcon />}>
          {translate('renewals.actions.call')}
        </Button>
        <Button size="small" onClick={() => setOpen('whatsapp')} startIcon={<WhatsAppIcon />}>
          {translate('renewals.actions.whatsapp')}
        </Button>
        {renewal.status === 'due' && (
          <Button size="small" onClick={markContacted}>
            {translate('renewals.actions.contacted')}
          </Button>
        )}
        {stillOpen && (
          <Button size="small" onClick={() => setOpen('renewed')}>
            {translate('renewals.actions.renewed')}
          </Button>
        )}
        {stillOpen && (
          <Button size="small" color="error" onClick={() => setOpen('lost')}>
            {translate('renewals.actions.lost')}
          </Button>
        )}
        <Button size="small" onClick={() => setOpen('assign')}>
          {translate('renewals.actions.assign')}
        </Button>
        <Button size="small" onClick={() => setOpen('notes')}>
          {translate('renewals.notes.open')}
        </Button>
      </CardActions>
      {open === 'whatsapp' && (
        <SendMessageDialog citizen={{ id: renewal.citizen_id, name: renewal.owner_name, mobile: renewal.owner_mobile }} onClose={close} />
      )}
      {open === 'lost' && <LostDialog renewal={renewal} onClose={close} />}
      {open === 'renewed' && <RenewedDialog renewal={renewal} onClose={close} />}
      {open === 'assign' && <AssignDialog renewals={[renewal]} onClose={close} />}
      {open === 'notes' && <RenewalNotesDialog renewal={renewal} onClose={close} />}
    </Card>
  );
};
