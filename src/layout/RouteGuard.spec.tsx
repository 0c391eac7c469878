import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../authProvider/token';
import { aUser, answer, apiServer, useApiServer } from '../test/api';
import { renderPage } from '../test/render';
import { RouteGuard } from './RouteGuard';

useApiServer();

const guardedPage = (roles?: ('admin' | 'manager' | 'user')[]) => (
  <RouteGuard roles={roles}>
    <p>Secret page</p>
  </RouteGuard>
);

describe('RouteGuard', () => {
  it("shows 'Loading...' while the session loads, then the page", async () => {
    tokenStore.set('token');
    apiServer.use(
      http.get('/api/me', async () => {
        await delay(50);
        return HttpResponse.json(aUser());
      }),
    );
    renderPage(guardedPage(), { path: '/dashboard' });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page with the original path and query', async () => {
    renderPage(guardedPage(), { path: '/account?tab=password', route: '/account' });

    expect(await screen.findByLabelText('location')).toHaveTextContent('/login?redirect=%2Faccount%3Ftab%3Dpassword');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('signs out and redirects when the stored token is no longer valid', async () => {
    tokenStore.set('expired');
    answer('get', '/me', { message: 'Unauthenticated.' }, 401);
    renderPage(guardedPage(), { path: '/dashboard' });

    expect(await screen.findByLabelText('location')).toHaveTextContent('/login?redirect=%2Fdashboard');
    expect(tokenStore.get()).toBeNull();
  });

  it('answers a role that is not allowed with the forbidden page, naming the page and the role', async () => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'user' }));
    renderPage(
      <RouteGuard roles={['admin']} page="shell.admin_panel.title">
        <p>Secret page</p>
      </RouteGuard>,
      { path: '/admin' },
    );

    expect(await screen.findByRole('heading', { name: 'Forbidden (user)' })).toBeInTheDocument();
    expect(screen.getByText('The page “Admin Panel” is not open to your role (User).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('lets in any of several allowed roles', async () => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'manager' }));
    renderPage(guardedPage(['admin', 'manager']), { path: '/service-requests' });

    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });
});
