import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Citizen } from '../../dataProvider/citizens';
import { DrivingLicenceTab } from '../driving-licences';
import { LearnerLicenceTab } from '../learner-licences';
import { VehicleTab } from '../vehicles/VehicleTab';
import { CitizenAllDetails } from './CitizenAllDetails';
import { CitizenMessages } from './CitizenMessages';

const TABS = {
  ll: LearnerLicenceTab,
  dl: DrivingLicenceTab,
  vehicles: VehicleTab,
  all: CitizenAllDetails,
  messages: CitizenMessages,
};
type TabKey = keyof typeof TABS;
const isTab = (value: string | null): value is TabKey => !!value && value in TABS;

/** Learner Licenses (default), Driving Licenses, Vehicles, All Details, Messages; the open tab is kept in the URL (?tab=). */
export const CitizenTabs = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabKey = isTab(requested) ? requested : 'll';
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
        {(Object.keys(TABS) as TabKey[]).map((tab) => (
          <Tab key={tab} value={tab} label={translate(`citizens.show.tabs.${tab}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" sx={{ pt: 1 }}>
        <Panel citizen={citizen} />
      </Box>
    </Box>
  );
};
