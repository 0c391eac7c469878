import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Paper, Typography } from '@mui/material';
import { HydrateInTurn } from '../../components/HydrateInTurn';
import { useTranslate } from '../../i18n/translations';
import { usePageLink } from '../../routing/pageLinks';
import { DL_SERVICES, VEHICLE_SERVICES } from '../../../common/options';
import { OfficeIntro } from './OfficeIntro';
import { ServiceGroup } from './ServiceGroup';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const dlTiles = DL_SERVICES.filter((service) => service.tile);
const vehicleTiles = VEHICLE_SERVICES.filter((service) => service.tile);

/** The public home page: the office and how to reach it, a link to track a request, then Online Services in two groups, each tile leading to the ask-for-service form. */
export const HomePage = () => {
  const translate = useTranslate();
  const Link = usePageLink();
  useDocumentTitle();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {translate('shell.home.title')}
      </Typography>
      <HydrateInTurn>
        <OfficeIntro />
      </HydrateInTurn>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography>{translate('tracking.home_prompt')}</Typography>
        <Button variant="outlined" startIcon={<TravelExploreIcon />} component={Link} to="/track">
          {translate('tracking.link')}
        </Button>
      </Paper>
      <ServiceGroup title="shell.home.dl_group" icon={<BadgeIcon color="primary" />} category="dl" services={dlTiles} />
      <ServiceGroup title="shell.home.vehicle_group" icon={<DirectionsCarIcon color="primary" />} category="vehicle" services={vehicleTiles} />
    </Box>
  );
};
