import { useEffect, useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Logout: first back to the home page, then (once it shows, so no guarded page reacts to the
 * signed-out session) the server call (failure ignored), the token cleared, and 'Logged out'.
 */
export function useSignOut() {
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    logout({}, false).then(() => notify('shell.nav.logged_out', { type: 'success' }));
  }, [leaving, pathname, logout, notify]);

  return () => {
    setLeaving(true);
    navigate('/');
  };
}
