import { Box, Chip, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../../common/options';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import type { AdminUser } from '../../dataProvider/users';
import { mayManage } from './rules';
import { UserActionsMenu, type UserDialogOpeners } from './UserActionsMenu';
import { UserRoleButtons } from './UserRoleButtons';

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

const RoleChip = ({ user }: { user: AdminUser }) => {
  const translate = useTranslate();
  return <Chip size="small" color={user.role === 'user' ? 'default' : 'primary'} label={translate(`shell.roles.${user.role}`)} />;
};

interface UserTableProps extends UserDialogOpeners {
  onRoleChange: (user: AdminUser, role: Role) => void;
}

/** The users table (cards on a phone): name, contact, role, branch, role buttons and the actions menu. */
export const UserTable = ({ onRoleChange, ...openers }: UserTableProps) => {
  const { permissions: viewer } = usePermissions();
  const columns = useMemo<TableColumn<AdminUser>[]>(
    () => [
      { id: 'name', label: 'users.columns.name', render: (user) => user.name },
      { id: 'contact', label: 'users.columns.contact', render: (user) => <Contact user={user} /> },
      { id: 'role', label: 'users.columns.role', render: (user) => <RoleChip user={user} /> },
      { id: 'branch', label: 'users.columns.branch', render: (user) => user.branch?.name ?? '-' },
      { id: 'change_role', label: 'users.columns.change_role', render: (user) => <UserRoleButtons user={user} onChoose={(role) => onRoleChange(user, role)} /> },
    ],
    [onRoleChange],
  );
  const { onEdit, onMessage, onTemporaryPassword } = openers;
  const actions = useCallback(
    (user: AdminUser) =>
      mayManage(viewer, user) ? <UserActionsMenu user={user} onEdit={onEdit} onMessage={onMessage} onTemporaryPassword={onTemporaryPassword} /> : '-',
    [viewer, onEdit, onMessage, onTemporaryPassword],
  );
  return <ListTable<AdminUser> columns={columns} actions={actions} actionsLabel="users.columns.actions" />;
};
