import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { AppBar, Box, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession, type Session } from '../authProvider';
import { canAccess } from '../authProvider/access';
import { lazyNamed } from '../lazyNamed';
import { LanguageSwitch } from './LanguageSwitch';
import { NavButtons } from './NavButtons';
import { NavDrawer } from './NavDrawer';
import { navigationFor } from './navigation';
import { UserMenu } from './UserMenu';

/** Signed-in users only: fetched after sign-in. */
const LoadingIndicator = lazyNamed(() => import('./deferredReactAdmin'), 'LoadingIndicator');
/** Staff only. */
const GlobalSearchBox = lazyNamed(() => import('./GlobalSearchBox'), 'GlobalSearchBox');

/** The top bar: brand, navigation for the visitor's role (a drawer on narrow screens), staff's global search, language, user menu. */
export const ShellAppBarView = ({ session }: { session: Session }) => {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const user = session.status === 'signedIn' ? session.user : null;
  const entries = session.status === 'loading' ? [] : navigationFor(user?.role ?? null);
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {!wide && entries.length > 0 && <NavDrawer entries={entries} />}
        <Box
          component={Link}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, lg: 1 }, minWidth: 0 }}
        >
          <DirectionsCarIcon />
          <Typography variant="h6" component="span" noWrap>
            {translate('app.name')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{wide && <NavButtons entries={entries} />}</Box>
        {canAccess(user?.role, 'search.global') && (
          <Suspense fallback={null}>
            <GlobalSearchBox />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <LoadingIndicator />
          </Suspense>
        )}
        <LanguageSwitch compact={!!user} />
        {user && <UserMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
};

export const ShellAppBar = () => <ShellAppBarView session={useSession()} />;
