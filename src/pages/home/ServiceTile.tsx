import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, Typography } from '@mui/material';
import { focusRing } from '../../appTheme';
import { useTranslate } from '../../i18n/translations';
import { usePageLink } from '../../routing/pageLinks';
import type { ServiceCategory, ServiceOption } from '../../../common/options';
import { serviceIcon } from './serviceIcons';

/** The ask-for-service page with a category and service chosen. */
export const askForServicePath = (category: ServiceCategory, service: string) =>
  `/ask-for-service?${new URLSearchParams({ category, service })}`;

/**
 * One online service: a card linking to its request form. The link is a plain one, styled (not MUI's CardActionArea
 * with its ripple): the home draws 30-odd tiles, and each costs the page's start-up work.
 */
export const ServiceTile = ({ category, service }: { category: ServiceCategory; service: ServiceOption }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  const Icon = serviceIcon(category, service.key);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Box
        component={Link}
        to={askForServicePath(category, service.key)}
        sx={{
          height: '100%',
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { ...focusRing, outlineOffset: -3 },
        }}
      >
        <Icon color="primary" aria-hidden data-testid={`service-icon-${service.key}`} />
        <Typography variant="body1" sx={{ flexGrow: 1, fontWeight: 500, fontSize: { xs: '0.875rem', sm: '1rem' }, overflowWrap: 'anywhere' }}>
          {translate(`shell.services.${service.key}`, { _: service.label })}
        </Typography>
        <ChevronRightIcon color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </Box>
    </Card>
  );
};
