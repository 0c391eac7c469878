import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useSession, type Session } from '../authProvider';
import { canAccess } from '../authProvider/access';
import { lazyNamed } from '../lazyNamed';
import { AppBarFrame } from './AppBarFrame';
import { LanguageSwitch } from './LanguageSwitch';
import { navigationFor } from './navigation';
import { UserMenu } from './UserMenu';

/** Signed-in users only: fetched after sign-in. */
const LoadingIndicator = lazyNamed(() => import('./deferredReactAdmin'), 'LoadingIndicator');
/** Staff only. */
const GlobalSearchBox = lazyNamed(() => import('./GlobalSearchBox'), 'GlobalSearchBox');
/** The signed-in bar's code, fetched beside the page's when the app opens with a session (see preloadScreen). */
export const preloadSignedInBar = () => Promise.all([LoadingIndicator.preload(), GlobalSearchBox.preload()]);

/**
 * The top bar: brand, navigation for the visitor's role (a drawer on narrow screens), staff's global search, language,
 * user menu; no navigation or search while a temporary password waits to be changed.
 */
export const ShellAppBarView = ({ session }: { session: Session }) => {
  const translate = useTranslate();
  const user = session.status === 'signedIn' ? session.user : null;
  const restricted = session.status === 'loading' || !!user?.must_change_password;
  const entries = restricted ? [] : navigationFor(user?.role ?? null);
  const withSearch = !restricted && canAccess(user?.role, 'search.global');
  return (
    <AppBarFrame entries={entries} withSearch={withSearch}>
      {withSearch && (
        <Suspense fallback={null}>
          <GlobalSearchBox />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          {/* Its spinner's name (axe: a progress bar must have one). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </Suspense>
      )}
      <LanguageSwitch compact={!!user} />
      {user && <UserMenu user={user} />}
    </AppBarFrame>
  );
};

export const ShellAppBar = () => <ShellAppBarView session={useSession()} />;
