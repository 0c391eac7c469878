import { Button, ButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '../../../common/options';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import type { AdminUser } from '../../dataProvider/users';
import { grantableRoles } from './rules';

/** One button per role the viewer may give; the current role's button (and all on one's own row) disabled. */
export const UserRoleButtons = ({ user }: { user: AdminUser }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions: viewer } = usePermissions();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const roles = grantableRoles(viewer, user);
  if (!roles.length) return <>-</>;
  const setRole = async (role: Role) => {
    setBusy(true);
    try {
      await dataProvider.setUserRole(user.id, role);
      notify('users.role.success', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, translate('users.role.failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ButtonGroup size="small" variant="outlined" aria-label={translate('users.columns.change_role')}>
      {roles.map((role) => (
        <Button key={role} disabled={busy || role === user.role || identity?.id === user.id} onClick={() => setRole(role)}>
          {translate(`users.roles.${role}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
};
