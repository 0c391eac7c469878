import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '../../common/options';
import { loginPathFor, useSession } from '../authProvider';
import { ForbiddenPage } from './ForbiddenPage';

export interface RouteGuardProps {
  /** Roles allowed in; any signed-in user when omitted. */
  roles?: readonly Role[];
  /** The translation key of the page's name, which the forbidden page names. */
  page?: string;
  children: ReactNode;
}

/**
 * Guards a page: 'Loading...' while the session loads, the login page (remembering where the
 * visitor was going) when signed out, the forbidden page for a role not allowed.
 */
export const RouteGuard = ({ roles, page, children }: RouteGuardProps) => {
  const translate = useTranslate();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
        <CircularProgress size={24} />
        <Typography>{translate('shell.guard.loading')}</Typography>
      </Box>
    );
  }
  if (session.status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  if (roles && !roles.includes(session.user.role)) return <ForbiddenPage page={page} />;
  return <>{children}</>;
};
