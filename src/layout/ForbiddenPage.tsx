import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useSessionUser } from '../authProvider';
import { useDocumentTitle } from './useDocumentTitle';

/** Whether a failed load was the server refusing the caller's role (403). */
export const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

/** Whether the browser has a page of the app to go back to (react-router numbers the entries it pushed). */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export interface ForbiddenPageProps {
  /** The translation key of the refused page's name, e.g. 'shell.admin_panel.title'. */
  page?: string;
}

/**
 * What a signed-in user sees on a page their role may not use (the route guard's refusal, or a 403 when a page
 * loads): 'Forbidden (manager)' (doc1 §2), which page, and the way back to their dashboard or the previous page.
 */
export const ForbiddenPage = ({ page }: ForbiddenPageProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const role = useSessionUser()?.role;
  const roleName = role ? translate(`shell.roles.${role}`) : '';
  const title = translate('layout.forbidden.title', { role: roleName.toLocaleLowerCase() });
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, p: { xs: 2, sm: 4 } }}>
      <BlockIcon sx={{ fontSize: '4em' }} color="disabled" />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography sx={{ maxWidth: 520 }}>
        {page ? translate('layout.forbidden.page_text', { page: translate(page), role: roleName }) : translate('layout.forbidden.text', { role: roleName })}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {translate('layout.forbidden.ask')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to="/dashboard" startIcon={<DashboardIcon />}>
          {translate('layout.forbidden.to_dashboard')}
        </Button>
        {canGoBack() && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {translate('layout.forbidden.back')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
