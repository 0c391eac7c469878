import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { queryClient } from './authProvider/queryClient';
import { dataProvider } from './dataProvider';
import { i18nProvider, storedLocale } from './i18n';
import { lazyNamed } from './lazyNamed';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorPage } from './layout/ErrorPage';
import { RouteGuard } from './layout/RouteGuard';
import { pageRoutes, type PageRoute } from './pages/routes';
import { resources } from './resources';
import { theme } from './theme';
import { LocalizedTheme } from './layout/LocalizedTheme';
import { PublicPage } from './layout/PublicPage';

/** react-admin's store, opened in the language remembered from the last visit. */
const store = localStorageStore(undefined, 'ParivahanDesk');
store.setItem('locale', storedLocale());

const NotFoundPage = lazyNamed(() => import('./layout/NotFoundPage'), 'NotFoundPage');
const ForbiddenPage = lazyNamed(() => import('./layout/ForbiddenPage'), 'ForbiddenPage');
const AuthenticationError = lazyNamed(() => import('./layout/deferredReactAdmin'), 'AuthenticationError');

const guarded = ({ page: Page, access, title }: PageRoute) =>
  access === 'public' ? (
    <PublicPage>
      <Page />
    </PublicPage>
  ) : (
    <RouteGuard roles={access === 'signedIn' ? undefined : access} page={title}>
      <Page />
    </RouteGuard>
  );

/**
 * react-admin's <Admin> put together from its parts (context, CSS baseline, routes, notifications), so that
 * its defaults the app replaces (login page, layout with sidebar and menu) stay out of the first download.
 */
export const App = () => (
  <BrowserRouter>
    <AdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <LocalizedTheme>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            layout={AppLayout}
            loginPage={false}
            catchAll={NotFoundPage}
            accessDenied={ForbiddenPage}
            authenticationError={AuthenticationError}
            error={ErrorPage}
            loading={LoadingPage}
            disableTelemetry
            title="Parivahan Desk"
          >
            <CustomRoutes>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={guarded(route)} />
              ))}
            </CustomRoutes>
            {resources.map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
          </CoreAdminUI>
          <AppNotification />
        </CssBaseline>
      </LocalizedTheme>
    </AdminContext>
  </BrowserRouter>
);
