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
import { navigationFor, type NavEntry } from './navigation';
import { UserMenu } from './UserMenu';

/** Signed-in users only: fetched after sign-in. */
const LoadingIndicator = lazyNamed(() => import('./deferredReactAdmin'), 'LoadingIndicator');
/** Staff only. */
const GlobalSearchBox = lazyNamed(() => import('./GlobalSearchBox'), 'GlobalSearchBox');
/** The signed-in bar's code, fetched beside the page's when the app opens with a session (see preloadScreen). */
export const preloadSignedInBar = () => Promise.all([LoadingIndicator.preload(), GlobalSearchBox.preload()]);

/**
 * The brand's name is never cut: on a narrow bar it shows the icon alone (the link keeps the name for screen readers),
 * below 400 px, or below 480 px when staff's search box shares the bar.
 */
const brandNameSx = (withSearch: boolean) =>
  ({ whiteSpace: 'nowrap', display: 'none', [`@media (min-width: ${withSearch ? 480 : 400}px)`]: { display: 'inline' } }) as const;

/**
 * Where the links move from the drawer into the bar: up to seven fit beside the search from 1200 px (MUI's lg); a
 * longer bar (staff since the renewal desk) waits for 1536 px (xl), rather than slide under the search box.
 */
const inlineFrom = (entries: NavEntry[]) => (entries.length > MAX_LINKS_AT_LG ? 'xl' : 'lg');
const MAX_LINKS_AT_LG = 7;

/**
 * The top bar: brand, navigation for the visitor's role (a drawer on narrow screens), staff's global search, language,
 * user menu; no navigation or search while a temporary password waits to be changed.
 */
export const ShellAppBarView = ({ session }: { session: Session }) => {
  const translate = useTranslate();
  const user = session.status === 'signedIn' ? session.user : null;
  const restricted = session.status === 'loading' || !!user?.must_change_password;
  const entries = restricted ? [] : navigationFor(user?.role ?? null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(inlineFrom(entries)), { noSsr: true });
  const withSearch = !restricted && canAccess(user?.role, 'search.global');
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {!wide && entries.length > 0 && <NavDrawer entries={entries} />}
        <Box
          component={Link}
          to="/"
          aria-label={translate('app.name')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, lg: 1 }, flexShrink: 0 }}
        >
          <DirectionsCarIcon />
          <Typography variant="h6" component="span" sx={brandNameSx(withSearch)}>
            {translate('app.name')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{wide && <NavButtons entries={entries} />}</Box>
        {withSearch && (
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
