import { email, required, SelectInput, TextInput } from 'react-admin';
import { validMobile } from '../../components/inputs';
import { useBranches } from './useBranches';

/** Name, email and phone: the fields of both user dialogs. */
export const UserContactInputs = () => (
  <>
    <TextInput source="name" label="users.fields.name" validate={required()} />
    <TextInput source="email" label="users.fields.email" type="email" validate={email()} />
    <TextInput source="phone" label="users.fields.phone" type="tel" validate={[required(), validMobile]} />
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
