import { Box, Tab, Tabs } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../../authProvider/access';
import type { Citizen } from '../../dataProvider/citizens';
import { DrivingLicenceTab } from '../driving-licences';
import { LearnerLicenceTab } from '../learner-licences';
import { VehicleTab } from '../vehicles/VehicleTab';
import { CitizenAllDetails } from './CitizenAllDetails';
import { CitizenHistory } from './CitizenHistory';
import { CitizenMessages } from './CitizenMessages';

const TABS = {
  ll: LearnerLicenceTab,
  dl: DrivingLicenceTab,
  vehicles: VehicleTab,
  all: CitizenAllDetails,
  messages: CitizenMessages,
  history: CitizenHistory,
};
type TabKey = keyof typeof TABS;
const isTab = (value: string | null): value is TabKey => !!value && value in TABS;

/**
 * Learner Licenses (default), Driving Licenses, Vehicles, All Details, Messages and, for staff, History; the open tab
 * is kept in the URL (?tab=).
 */
export const CitizenTabs = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  const [params, setParams] = useSearchParams();
  const shown = (Object.keys(TABS) as TabKey[]).filter((tab) => tab !== 'history' || canAccess(role, 'citizens.history'));
  const requested = params.get('tab');
  const current: TabKey = isTab(requested) && shown.includes(requested) ? requested : 'll';
  const Panel = TABS[current];
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, tab: TabKey) => setParams(tab === 'll' ? {} : { tab })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((tab) => (
          <Tab key={tab} value={tab} label={translate(`citizens.show.tabs.${tab}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" sx={{ pt: 1 }}>
        <Panel citizen={citizen} />
      </Box>
    </Box>
  );
};
