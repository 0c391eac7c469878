import { PasswordInput, required } from 'react-admin';
import { passwordMinFor, type Role } from '../../../common/options';
import { loadSessionUser } from '../../authProvider';
import { apiFetch } from '../../dataProvider/http';
import { PasswordFields } from '../forms/PasswordFields';
import { AccountForm } from './AccountForm';

/**
 * Change Password: current, new (at least 8 characters for a staff account, 6 for a citizen's own) and confirmation
 * (PUT /me/password); the session is read again (a temporary password is then gone).
 */
export const ChangePasswordForm = ({ role }: { role: Role }) => (
  <AccountForm
    title="shell.account.change_password"
    submitLabel="shell.account.update_password"
    successMessage="shell.account.password_updated"
    failureFallback="shell.account.password_failed"
    labels={{ current_password: 'shell.account.current_password', new_password: 'shell.account.new_password' }}
    save={async (values) => {
      await apiFetch('/me/password', { method: 'PUT', body: values });
      // The password has changed whatever this answers; a failure here signs the user out.
      await loadSessionUser(true).catch(() => undefined);
    }}
  >
    <PasswordInput source="current_password" label="shell.account.current_password" validate={required()} autoComplete="current-password" fullWidth />
    <PasswordFields
      source="new_password"
      label="shell.account.new_password"
      confirmationLabel="shell.account.new_password_confirmation"
      min={passwordMinFor(role)}
    />
  </AccountForm>
);
