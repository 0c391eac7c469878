import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/translations';
import type { ServiceCategory, ServiceOption } from '../../../common/options';
import { ServiceTile } from './ServiceTile';

/** A titled, responsive grid of service tiles. */
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
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}
      >
        {services.map((service) => (
          <li key={service.key}>
            <ServiceTile category={category} service={service} />
          </li>
        ))}
      </Box>
    </Box>
  );
};
