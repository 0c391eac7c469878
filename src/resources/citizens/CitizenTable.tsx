import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, useListContext, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/access';
import type { Citizen } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { CitizenDeleteButton } from './CitizenDeleteButton';
import { CitizenName } from './CitizenName';
import { NoRecords, scrollingTable } from '../../components/tables';
import { ProfileTypeBadge } from './ProfileTypeBadge';

const Column = DataTable.Col<Citizen>;

const RowNumber = ({ citizen }: { citizen: Citizen }) => {
  const { page, perPage, data } = useListContext<Citizen>();
  return <>{(page - 1) * perPage + (data?.indexOf(citizen) ?? 0) + 1}</>;
};

const Contact = ({ citizen }: { citizen: Citizen }) => (
  <Box>
    <Typography variant="body2">{citizen.mobile}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {citizen.email || '-'}
    </Typography>
  </Box>
);

const counts = (citizen: Citizen) =>
  [citizen.learner_licenses_count, citizen.driving_licenses_count, citizen.vehicles_count].map((count) => count ?? 0).join(' / ');

/** The citizen table of doc1 §2; staff get Edit (and admins Delete) per row. */
export const CitizenTable = ({ onEdit }: { onEdit: (citizen: Citizen) => void }) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  return (
    <DataTable<Citizen> bulkActionButtons={false} rowClick={false} empty={<NoRecords />} sx={scrollingTable}>
      <Column source="id" label="citizens.list.columns.index" disableSort render={(citizen) => <RowNumber citizen={citizen} />} />
      <Column source="name" label="citizens.list.columns.name" disableSort render={(citizen) => <CitizenName citizen={citizen} />} />
      <Column
        source="is_primary_profile_for_user"
        label="citizens.list.columns.profile_type"
        disableSort
        render={(citizen) => <ProfileTypeBadge citizen={citizen} />}
      />
      <Column source="mobile" label="citizens.list.columns.contact" disableSort render={(citizen) => <Contact citizen={citizen} />} />
      <Column source="dob" label="citizens.list.columns.dob" disableSort render={(citizen) => formatDate(citizen.dob)} />
      <Column source="address" label="citizens.list.columns.address" disableSort render={(citizen) => citizen.address || '-'} />
      <Column source="vehicles_count" label="citizens.list.columns.counts" disableSort render={counts} />
      {canAccess(role, 'citizens.edit') && (
        <Column
          source="can_edit"
          label="citizens.list.columns.actions"
          disableSort
          render={(citizen) => (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(citizen)}>
                {translate('citizens.actions.edit')}
              </Button>
              {canAccess(role, 'citizens.delete') && (
                <CitizenDeleteButton citizen={citizen} success="citizens.delete.list_success" />
              )}
            </Box>
          )}
        />
      )}
    </DataTable>
  );
};
