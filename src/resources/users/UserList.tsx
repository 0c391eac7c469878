import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { List, ResourceContextProvider, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, type Role } from '../../../common/options';
import { SendMessageDialog } from '../../components/SendMessageDialog';
import { errorMessage } from '../../dataProvider/http';
import type { AdminUser } from '../../dataProvider/users';
import { narrowList } from '../../components/tables';
import { CitizenPagination } from '../citizens/CitizenPagination';
import { RoleChangeDialog } from './RoleChangeDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserCreateDialog } from './UserCreateDialog';
import { UserEditDialog } from './UserEditDialog';
import { UserListFilters } from './UserListFilters';
import { UserTable } from './UserTable';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** /admin/users (admin or manager): filters and page in the URL, the users table, Add User and the row dialogs (kept here, so a table that turns into cards keeps them open). */
export const UserList = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('users.title'));
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [messaging, setMessaging] = useState<AdminUser | null>(null);
  const [temporary, setTemporary] = useState<AdminUser | null>(null);
  const [roleChange, setRoleChange] = useState<{ user: AdminUser; role: Role } | null>(null);
  const chooseRole = useCallback((user: AdminUser, role: Role) => setRoleChange({ user, role }), []);
  return (
    <ResourceContextProvider value="users">
      <List
        resource="users"
        title="users.title"
        sx={narrowList}
        perPage={DEFAULT_PAGE_SIZE}
        actions={false}
        empty={false}
        pagination={<CitizenPagination />}
        queryOptions={{ onError: (error) => notify(errorMessage(error, translate('users.load_failed')), { type: 'error' }) }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {translate('users.add')}
          </Button>
        </Box>
        <UserListFilters />
        <UserTable onEdit={setEditing} onMessage={setMessaging} onTemporaryPassword={setTemporary} onRoleChange={chooseRole} />
      </List>
      {adding && <UserCreateDialog onClose={() => setAdding(false)} />}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      {messaging?.primary_citizen && <SendMessageDialog citizen={messaging.primary_citizen} onClose={() => setMessaging(null)} />}
      {temporary && <TemporaryPasswordDialog user={temporary} onClose={() => setTemporary(null)} />}
      {roleChange && <RoleChangeDialog {...roleChange} onClose={() => setRoleChange(null)} />}
    </ResourceContextProvider>
  );
};
