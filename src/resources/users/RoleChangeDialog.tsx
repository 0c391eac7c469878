import { Typography } from '@mui/material';
import { required, SelectInput, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '../../../common/options';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AppDataProvider } from '../../dataProvider';
import type { AdminUser } from '../../dataProvider/users';
import { useBranches } from './useBranches';

/** The explicit "no branch" choice of a new manager (such a manager sees every branch's citizens). */
const NO_BRANCH = 'none';

/** A new manager's branch: one of the branches or, chosen as explicitly, none. */
const ManagerBranchInput = () => {
  const { data = [], isPending } = useBranches();
  return (
    <SelectInput
      source="branch_id"
      label="users.fields.branch"
      choices={[{ id: NO_BRANCH, name: 'users.role_change.no_branch' }, ...data]}
      isPending={isPending}
      validate={required()}
      helperText="users.role_change.branch_hint"
    />
  );
};

/** Asks before changing an account's role, naming the person and the new role; a new manager's branch is asked for. */
export const RoleChangeDialog = ({ user, role, onClose }: { user: AdminUser; role: Role; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { submit, error } = useFormSubmit({
    save: ({ branch_id }) => dataProvider.setUserRole(user.id, role, role === 'manager' && branch_id !== NO_BRANCH ? Number(branch_id) : undefined),
    success: 'users.role.success',
    fallback: 'users.role.failed',
    onSaved: () => {
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog title="users.role_change.title" onClose={onClose} onSubmit={submit} error={error} submitLabel="users.role_change.confirm">
      <Typography sx={{ mb: 2 }}>{translate('users.role_change.question', { name: user.name, role: translate(`shell.roles.${role}`) })}</Typography>
      {role === 'manager' && <ManagerBranchInput />}
    </FormDialog>
  );
};
