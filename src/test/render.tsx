import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { AppNotification } from '../layout/AppNotification';
import { theme } from '../theme';
import { LocalizedTheme } from '../layout/LocalizedTheme';
import { DeskTranslations } from '../i18n/DeskTranslations';
import { RouterPageLinks } from '../routing/RouterPageLinks';

/** Shows where the router is, so a spec can check a redirect. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
};

/** The app's providers (auth, data, English, toasts) around a story or a page, without a router. */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} theme={theme}>
    <LocalizedTheme>
      <DeskTranslations>
        {children}
        <AppNotification />
      </DeskTranslations>
    </LocalizedTheme>
  </AdminContext>
);

/**
 * Renders `ui` at `path` inside the app's providers; every other path shows a LocationProbe,
 * so after a navigation `screen.getByLabelText('location')` tells where the app went.
 */
export function renderPage(ui: ReactElement, { path = '/', route = path.split('?')[0] }: { path?: string; route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <RouterPageLinks>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </RouterPageLinks>
      </AppProviders>
    </MemoryRouter>,
  );
}
