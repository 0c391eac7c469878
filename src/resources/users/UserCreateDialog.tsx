import { minLength, required, SelectInput, TextInput, useDataProvider, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MIN } from '../../../common/options';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AdminUser } from '../../dataProvider/users';
import { creatableRoles } from './rules';
import { BranchInput, USER_LABELS, UserContactInputs } from './UserInputs';

const BranchForManager = () => (useWatch({ name: 'role' }) === 'manager' ? <BranchInput /> : null);

/** Add User: name, email, phone, password (min 8), role; the branch only for a manager (sent empty otherwise). */
export const UserCreateDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions: viewer } = usePermissions();
  const dataProvider = useDataProvider();
  const roles = creatableRoles(viewer);
  const { submit, error } = useFormSubmit<AdminUser>({
    save: async (values) =>
      (await dataProvider.create<AdminUser>('users', { data: { ...values, branch_id: values.role === 'manager' ? (values.branch_id ?? null) : null } })).data,
    success: (user) => translate('users.create.success', { name: user.name, role: translate(`shell.roles.${user.role}`) }),
    fallback: 'users.create.failed',
    labels: USER_LABELS,
    onSaved: () => {
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog title="users.create.title" onClose={onClose} onSubmit={submit} error={error} defaultValues={{ role: 'user', branch_id: null }}>
      <UserContactInputs />
      <TextInput
        source="password"
        label="users.fields.password"
        type="password"
        helperText="users.password_hint"
        validate={[required(), minLength(PASSWORD_MIN.deskCreated, 'users.validation.password')]}
      />
      <SelectInput
        source="role"
        label="users.fields.role"
        validate={required()}
        choices={roles.map((role) => ({ id: role, name: `shell.roles.${role}` }))}
      />
      <BranchForManager />
    </FormDialog>
  );
};
