import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider, storedLocale } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { RouteGuard } from './layout/RouteGuard';
import { pageRoutes, type PageRoute } from './pages/routes';
import { resources } from './resources';
import { theme } from './theme';

/** react-admin's store, opened in the language remembered from the last visit. */
const store = localStorageStore(undefined, 'ParivahanDesk');
store.setItem('locale', storedLocale());

const guarded = ({ page: Page, access }: PageRoute) =>
  access === 'public' ? <Page /> : <RouteGuard roles={access === 'signedIn' ? undefined : access}><Page /></RouteGuard>;

export const App = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      notification={AppNotification}
      theme={theme}
      loginPage={false}
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
    </Admin>
  </BrowserRouter>
);
