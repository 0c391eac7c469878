import { PasswordInput, required } from 'react-admin';
import { loadSessionUser } from '../../authProvider';
import { apiFetch } from '../../dataProvider/http';
import { MobileInput } from '../../components/MobileInput';
import { normaliseMobile } from '../../../common/rules';
import { AccountForm } from './AccountForm';

/** Change Mobile Number: the new number and the current password (PUT /me/phone), then the session user is reloaded. */
export const ChangeMobileForm = () => (
  <AccountForm
    title="shell.account.change_mobile"
    submitLabel="shell.account.update_mobile"
    successMessage="shell.account.mobile_updated"
    failureFallback="shell.account.mobile_failed"
    labels={{ phone: 'shell.account.new_mobile', password: 'shell.account.current_password' }}
    save={async ({ phone, password }) => {
      await apiFetch('/me/phone', { method: 'PUT', body: { phone: normaliseMobile(phone ?? ''), password } });
      await loadSessionUser(true);
    }}
  >
    <MobileInput source="phone" label="shell.account.new_mobile" />
    <PasswordInput source="password" label="shell.account.current_password" validate={required()} autoComplete="current-password" fullWidth />
  </AccountForm>
);
