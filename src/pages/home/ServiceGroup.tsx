import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { focusRing } from '../../appTheme';
import { HydrateInTurn } from '../../components/HydrateInTurn';
import { useTranslate } from '../../i18n/translations';
import type { ServiceCategory, ServiceOption } from '../../../common/options';
import { ServiceTile } from './ServiceTile';

/** The tiles' look (an outlined card, its icon, its name and, where there is room, a chevron), once for the whole grid. */
const tileStyles = {
  '& .service-tile': {
    height: '100%',
    boxSizing: 'border-box',
    p: { xs: 1.5, sm: 2 },
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    color: 'text.primary',
    textDecoration: 'none',
    typography: 'body1',
    fontWeight: 500,
    fontSize: { xs: '0.875rem', sm: '1rem' },
    overflowWrap: 'anywhere',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { ...focusRing, outlineOffset: -3 },
    '& > span': { flexGrow: 1 },
    // The chevron: a right-angled border turned, in the primary colour.
    '&::after': {
      content: '""',
      display: { xs: 'none', sm: 'block' },
      flexShrink: 0,
      width: 7,
      height: 7,
      mr: 1,
      borderTop: 2,
      borderRight: 2,
      borderColor: 'primary.main',
      transform: 'rotate(45deg)',
    },
  },
};

/** A titled, responsive grid of service tiles, each taken over by the public entry in a turn of its own. */
export const ServiceGroup = ({ title, icon, category, services }: { title: string; icon: ReactNode; category: ServiceCategory; services: ServiceOption[] }) => {
  const translate = useTranslate();
  const headingId = `services-${category}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {icon}
        {translate(title)}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' }, ...tileStyles }}
      >
        {services.map((service) => (
          <HydrateInTurn key={service.key}>
            <li>
              <ServiceTile category={category} service={service} />
            </li>
          </HydrateInTurn>
        ))}
      </Box>
    </Box>
  );
};
