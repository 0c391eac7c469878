import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../format';
import { useTranslate } from '../../i18n/translations';
import { usePageLink } from '../../routing/pageLinks';
import { useOutboxEntries } from './usePublicSend';

/**
 * "My references": the requests and inquiries sent from this phone, with their references, or waiting for the network.
 * Drawn once the page is alive: the page drawn at build time has none (the phone's list is not the server's).
 */
export const MyReferences = () => {
  const translate = useTranslate();
  const Link = usePageLink();
  const entries = useOutboxEntries();
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  if (!alive || !entries.length) return null;
  return (
    <Box component="section" aria-labelledby="my-references" sx={{ mt: 3 }}>
      <Typography id="my-references" variant="h6" component="h2">
        {translate('outbox.my_references')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ py: 0.5 }}>
            {entry.reference ? (
              <MuiLink component={Link} to={`/track?reference=${entry.reference}`} sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
                {entry.reference}
              </MuiLink>
            ) : (
              <Typography variant="body2">{translate('outbox.waiting_title')}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {`${translate(`outbox.kinds.${entry.kind}`)} · ${formatDateTime(entry.createdAt)}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
