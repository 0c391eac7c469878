import { Alert, Box, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen } from '../../dataProvider/citizens';
import { drivingLicence } from '../driving-licences';
import { learnerLicence } from '../learner-licences';
import { LicenceTable } from '../licences/LicenceTable';
import { VehicleDetails } from '../vehicles/VehicleDetails';
import { CitizenProfile } from './CitizenProfile';
import { NoRecords } from '../../components/NoRecords';
import { useLoadError } from '../../components/useLoadError';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Everything about a citizen on one page; a vehicle filter when there is more than one vehicle. */
export const CitizenAllDetails = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [vehicleId, setVehicleId] = useState<number | 'all'>('all');
  const { data, isPending, error } = useQuery({
    queryKey: ['citizens', citizen.id, 'all-details'],
    queryFn: () => dataProvider.getCitizenDetails(citizen.id),
    retry: false,
  });
  const loadError = useLoadError(error, 'citizens.all_details.load_failed');
  if (isPending) return <LinearProgress />;
  if (!data) return <Alert severity="error">{loadError}</Alert>;
  const vehicles = vehicleId === 'all' ? data.vehicles : data.vehicles.filter((vehicle) => vehicle.id === vehicleId);
  return (
    <Box sx={{ pt: 1 }}>
      <Section title={translate('citizens.all_details.owner')}>
        <CitizenProfile citizen={data.owner} />
      </Section>
      <Section title={translate('citizens.show.tabs.ll')}>
        <LicenceTable kind={learnerLicence} licences={data.learner_licenses} />
      </Section>
      <Section title={translate('citizens.show.tabs.dl')}>
        <LicenceTable kind={drivingLicence} licences={data.driving_licenses} />
      </Section>
      <Section title={translate('citizens.show.tabs.vehicles')}>
        {data.vehicles.length > 1 && (
          <TextField
            select
            size="small"
            label={translate('citizens.all_details.vehicle_filter')}
            value={vehicleId}
            onChange={(event) => setVehicleId(event.target.value === 'all' ? 'all' : Number(event.target.value))}
            sx={{ minWidth: 220, mb: 2 }}
          >
            <MenuItem value="all">{translate('citizens.all_details.all_vehicles')}</MenuItem>
            {data.vehicles.map((vehicle) => (
              <MenuItem key={vehicle.id} value={vehicle.id}>
                {vehicle.registration_no}
              </MenuItem>
            ))}
          </TextField>
        )}
        {vehicles.length ? vehicles.map((vehicle) => <VehicleDetails key={vehicle.id} vehicle={vehicle} />) : <NoRecords />}
      </Section>
    </Box>
  );
};
