import { useDataProvider, useRefresh } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AdminUser } from '../../dataProvider/users';
import { BranchInput, USER_LABELS, UserContactInputs } from './UserInputs';

/** Edit User: name, email, phone; the branch only for a manager. */
export const UserEditDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const isManager = user.role === 'manager';
  const { submit, error } = useFormSubmit<AdminUser>({
    save: async ({ name, email, phone, branch_id }) => {
      const data = { name, email: email ?? '', phone, ...(isManager && { branch_id: branch_id ?? null }) };
      return (await dataProvider.update<AdminUser>('users', { id: user.id, data, previousData: user })).data;
    },
    saved: { change: 'updated', kind: 'user', name: (saved) => saved.name },
    labels: USER_LABELS,
    fallback: 'users.edit.failed',
    onSaved: () => {
      refresh();
      onClose();
    },
  });
  return (
    <FormDialog
      title="users.edit.title"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      defaultValues={{ name: user.name, email: user.email ?? '', phone: user.phone, branch_id: user.branch_id }}
    >
      <UserContactInputs />
      {isManager && <BranchInput />}
    </FormDialog>
  );
};
