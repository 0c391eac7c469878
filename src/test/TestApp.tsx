import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Admin, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import type { Role } from '../../common/options';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { DeskTranslations } from '../i18n/DeskTranslations';
import { RouterPageLinks } from '../routing/RouterPageLinks';
import { citizens } from '../resources/citizens';
import { USERS } from './fakeApi';

/** Signs in as one of the fake API's users without calling the server. */
export const testAuthProvider = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ ...USERS[role], fullName: USERS[role].name }),
  getPermissions: async () => role,
});

const BareLayout = ({ children }: { children: ReactNode }) => (
  <DeskTranslations>
    <RouterPageLinks>{children}</RouterPageLinks>
  </DeskTranslations>
);

type OnLocation = (location: { pathname: string; search: string }) => void;

const renderWith = (path: string, authProvider: AuthProvider, onLocation?: OnLocation) =>
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} layout={BareLayout}>
        <Resource {...citizens} />
      </Admin>
    </TestMemoryRouter>,
  );

/** The app's citizens resource with the real dataProvider and messages, at `path`, as `role`. */
export function renderCitizens(path: string, role: Role = 'admin', onLocation?: OnLocation) {
  localStorage.setItem('token', 'test-token');
  return renderWith(path, testAuthProvider(role), onLocation);
}

/** The same with the app's own authProvider and no stored token: a signed-out visitor. */
export const renderCitizensSignedOut = (path: string, onLocation?: OnLocation) => renderWith(path, authProvider, onLocation);
