import { Box, Typography } from '@mui/material';
import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { useSessionUser } from '../authProvider';
import { lazyNamed } from '../lazyNamed';
import { DeskTranslations } from '../i18n/DeskTranslations';
import { RouterPageLinks } from '../routing/RouterPageLinks';
import { ErrorPage } from './ErrorPage';
import { NavigationProgress } from './NavigationProgress';
import { ShellAppBar } from './ShellAppBar';
import { SkipToContent } from './SkipToContent';
import { useDocumentLanguage } from './useDocumentTitle';
import { useGreeting } from './useGreeting';
import { usePageFocus } from './usePageFocus';

const PasswordChangeRequired = lazyNamed(() => import('../pages/account/PasswordChangeRequired'), 'PasswordChangeRequired');

/**
 * The frame of every page: our app bar, then the page. Like react-admin's <Layout> (skip link, error
 * boundary, suspense while a page's chunk loads) without its sidebar, menu and default app bar, which
 * the app does not use and every first load would download. Pages built on react-admin's <Title>
 * (lists, forms) show their title as the page heading, in the slot below the bar. A user signed in with a
 * temporary password gets Change Password in place of every page. `<html lang>` follows the chosen language. A new
 * page scrolls to the top and its heading takes the focus (usePageFocus); a greeting kept for it shows (useGreeting). The pages shared with the public entry get
 * react-admin's texts and react-router's links (DeskTranslations, RouterPageLinks).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <DeskTranslations>
    <RouterPageLinks>
      <AppFrame>{children}</AppFrame>
    </RouterPageLinks>
  </DeskTranslations>
);

const AppFrame = ({ children }: { children: ReactNode }) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  const mustChangePassword = useSessionUser()?.must_change_password;
  useDocumentLanguage();
  usePageFocus('main-content');
  useGreeting();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <NavigationProgress />
      <SkipToContent />
      <ShellAppBar />
      <Box component="main" sx={{ display: 'flex', flexGrow: 1 }}>
        <Box
          id="main-content"
          tabIndex={-1}
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <Typography id="react-admin-title" variant="h5" component="h1" sx={{ mb: 2, '&:empty': { display: 'none' } }} />
          <ErrorBoundary
            onError={(_error, info) => setErrorInfo(info)}
            fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
          >
            <Suspense fallback={<Loading />}>{mustChangePassword ? <PasswordChangeRequired /> : children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
};
