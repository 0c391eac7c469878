import { email, required, SelectInput, TextInput } from 'react-admin';
import { MobileInput } from '../../components/MobileInput';
import { useBranches } from './useBranches';

/** The label of each input the server may name in a field error. */
export const USER_LABELS = { name: 'users.fields.name', email: 'users.fields.email', phone: 'users.fields.phone', password: 'users.fields.password' } as const;

/** Name, email and phone: the fields of both user dialogs. */
export const UserContactInputs = () => (
  <>
    <TextInput source="name" label={USER_LABELS.name} validate={required()} />
    <TextInput source="email" label={USER_LABELS.email} type="email" validate={email()} />
    <MobileInput source="phone" label={USER_LABELS.phone} autoComplete="off" />
  </>
);

/** A manager's branch; empty means none (the manager then sees all data). */
export const BranchInput = () => {
  const { data = [], isPending } = useBranches();
  return (
    <SelectInput
      source="branch_id"
      label="users.fields.branch"
      choices={data}
      isPending={isPending}
      emptyText="users.fields.no_branch"
      parse={(value) => (value === '' ? null : value)}
    />
  );
};
