import { Button, ButtonGroup } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../../common/options';
import type { AdminUser } from '../../dataProvider/users';
import { grantableRoles } from './rules';

/** One button per role the viewer may give (`onChoose` asks before changing); the current role's button (and all on one's own row) disabled. */
export const UserRoleButtons = ({ user, onChoose }: { user: AdminUser; onChoose: (role: Role) => void }) => {
  const translate = useTranslate();
  const { permissions: viewer } = usePermissions();
  const { identity } = useGetIdentity();
  const roles = grantableRoles(viewer, user);
  if (!roles.length) return <>-</>;
  return (
    <ButtonGroup size="small" variant="outlined" aria-label={translate('users.columns.change_role')}>
      {roles.map((role) => (
        <Button key={role} disabled={role === user.role || identity?.id === user.id} onClick={() => onChoose(role)}>
          {translate(`shell.roles.${role}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
};
