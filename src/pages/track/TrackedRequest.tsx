import { Box, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslate } from '../../i18n/translations';
import { DeskStatusBadge } from '../../components/DeskStatusBadge';
import { formatDateTime } from '../../format';
import type { Tracked } from '../../../common/tracking';

const BADGE_KIND = { service_request: 'request', document_inquiry: 'inquiry' } as const;

/** A tracked request: its reference and kind, its status now, and each status it went through with its date. */
export const TrackedRequest = ({ tracked }: { tracked: Tracked }) => {
  const translate = useTranslate();
  const kind = BADGE_KIND[tracked.kind];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="tracked-reference" sx={{ p: 2, mt: 3, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography id="tracked-reference" variant="h6" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {tracked.reference}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`tracking.kinds.${tracked.kind}`)} · {translate('tracking.submitted_at', { date: formatDateTime(tracked.submitted_at) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">{translate('tracking.status')}</Typography>
          <DeskStatusBadge kind={kind} status={tracked.status} />
        </Box>
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate('tracking.history')}
      </Typography>
      <List dense disablePadding aria-label={translate('tracking.history')}>
        {tracked.history.map(({ status, at }) => (
          <ListItem key={`${status}-${at}`} disableGutters sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 128, fontVariantNumeric: 'tabular-nums' }}>
              {formatDateTime(at)}
            </Typography>
            <DeskStatusBadge kind={kind} status={status} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
