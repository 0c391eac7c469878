import { Box, Link as MuiLink, Typography } from '@mui/material';
import { HydrateInTurn } from '../../components/HydrateInTurn';
import { useTranslate } from '../../i18n/translations';
import { usePageLink } from '../../routing/pageLinks';

/**
 * A line under an auth form, e.g. "Don't have an account? Register"; the link is named by the whole line, apart from
 * the top bar's Register. Taken over in a turn of its own on a drawn page (HydrateInTurn).
 */
export const AuthLink = ({ text, label, to }: { text?: string; label: string; to: string }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  return (
    <HydrateInTurn>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {text && <Box component="span" sx={{ mr: 0.5 }}>{translate(text)}</Box>}
        <MuiLink
          component={Link}
          to={to}
          aria-label={text ? `${translate(text)} ${translate(label)}` : undefined}
          sx={{ display: 'inline-flex', alignItems: 'center' }}
        >
          {translate(label)}
        </MuiLink>
      </Typography>
    </HydrateInTurn>
  );
};
