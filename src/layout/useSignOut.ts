import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Logout: back to the home page, then the server call (failure ignored), token cleared, 'Logged out'. */
export function useSignOut() {
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  return async () => {
    navigate('/');
    await logout({}, false);
    notify('shell.nav.logged_out', { type: 'success' });
  };
}
