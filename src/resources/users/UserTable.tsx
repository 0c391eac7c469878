import { Box, Chip, Typography } from '@mui/material';
import { DataTable, usePermissions, useTranslate } from 'react-admin';
import { NoRecords, scrollingTable } from '../../components/tables';
import type { AdminUser } from '../../dataProvider/users';
import { mayManage } from './rules';
import { UserActionsMenu } from './UserActionsMenu';
import { UserRoleButtons } from './UserRoleButtons';

const Column = DataTable.Col<AdminUser>;

const Contact = ({ user }: { user: AdminUser }) => (
  <Box>
    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
      {user.email || '-'}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {user.phone}
    </Typography>
  </Box>
);

/** The users table: name, contact, role, branch, role buttons and the actions menu. */
export const UserTable = ({ onEdit, onMessage }: { onEdit: (user: AdminUser) => void; onMessage: (user: AdminUser) => void }) => {
  const translate = useTranslate();
  const { permissions: viewer } = usePermissions();
  return (
    <DataTable<AdminUser> bulkActionButtons={false} rowClick={false} empty={<NoRecords />} sx={scrollingTable}>
      <Column source="name" label="users.columns.name" disableSort />
      <Column source="phone" label="users.columns.contact" disableSort render={(user) => <Contact user={user} />} />
      <Column
        source="role"
        label="users.columns.role"
        disableSort
        render={(user) => <Chip size="small" color={user.role === 'user' ? 'default' : 'primary'} label={translate(`users.roles.${user.role}`)} />}
      />
      <Column source="branch_id" label="users.columns.branch" disableSort render={(user) => user.branch?.name ?? '-'} />
      <Column source="id" label="users.columns.change_role" disableSort render={(user) => <UserRoleButtons user={user} />} />
      <Column
        source="citizen_id"
        label="users.columns.actions"
        disableSort
        render={(user) => (mayManage(viewer, user) ? <UserActionsMenu user={user} onEdit={onEdit} onMessage={onMessage} /> : '-')}
      />
    </DataTable>
  );
};
