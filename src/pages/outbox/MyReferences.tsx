import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../format';
import { useOutboxEntries } from './usePublicSend';

/** "My references": the requests and inquiries sent from this phone, with their references, or waiting for the network. */
export const MyReferences = () => {
  const translate = useTranslate();
  const entries = useOutboxEntries();
  if (!entries.length) return null;
  return (
    <Box component="section" aria-labelledby="my-references" sx={{ mt: 3 }}>
      <Typography id="my-references" variant="h6" component="h2">
        {translate('outbox.my_references')}
      </Typography>
      <List dense>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters>
            <ListItemText
              primary={
                entry.reference ? (
                  <MuiLink component={Link} to={`/track?reference=${entry.reference}`} sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
                    {entry.reference}
                  </MuiLink>
                ) : (
                  translate('outbox.waiting_title')
                )
              }
              secondary={`${translate(`outbox.kinds.${entry.kind}`)} · ${formatDateTime(entry.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
