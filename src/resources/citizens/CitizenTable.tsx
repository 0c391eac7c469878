import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useListContext, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/access';
import type { Citizen } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { ClampedText } from '../../components/ClampedText';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import { CitizenDeleteButton } from './CitizenDeleteButton';
import { CitizenName } from './CitizenName';
import { ProfileTypeBadge } from './ProfileTypeBadge';

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

const COLUMNS: TableColumn<Citizen>[] = [
  { id: 'index', label: 'citizens.list.columns.index', render: (citizen) => <RowNumber citizen={citizen} />, deskOnly: true },
  { id: 'name', label: 'citizens.list.columns.name', render: (citizen) => <CitizenName citizen={citizen} />, wrap: true },
  { id: 'profile_type', label: 'citizens.list.columns.profile_type', render: (citizen) => <ProfileTypeBadge citizen={citizen} />, wrap: true },
  { id: 'contact', label: 'citizens.list.columns.contact', render: (citizen) => <Contact citizen={citizen} />, wrap: true },
  { id: 'dob', label: 'citizens.list.columns.dob', render: (citizen) => formatDate(citizen.dob) },
  { id: 'address', label: 'citizens.list.columns.address', render: (citizen) => (citizen.address ? <ClampedText text={citizen.address} /> : '-'), wrap: true },
  { id: 'counts', label: 'citizens.list.columns.counts', render: counts },
];

/**
 * The citizen table of doc1 §2 (cards on a phone); staff get Edit (and admins Delete) per row. Free-text columns wrap
 * (the address after two lines, whole on hover), so Actions stays in view at 1280 px.
 */
export const CitizenTable = ({ onEdit }: { onEdit: (citizen: Citizen) => void }) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  const mayDelete = canAccess(role, 'citizens.delete');
  const actions = useCallback(
    (citizen: Citizen) => (
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 0.5 }}>
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(citizen)}>
          {translate('citizens.actions.edit')}
        </Button>
        {mayDelete && <CitizenDeleteButton citizen={citizen} />}
      </Box>
    ),
    [onEdit, translate, mayDelete],
  );
  return <ListTable<Citizen> columns={COLUMNS} titleColumn="name" actions={canAccess(role, 'citizens.edit') ? actions : undefined} />;
};
