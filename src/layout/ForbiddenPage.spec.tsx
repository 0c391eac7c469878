import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../authProvider/token';
import { aUser, answer, useApiServer } from '../test/api';
import { renderPage } from '../test/render';
import { ForbiddenPage, isForbidden } from './ForbiddenPage';

useApiServer();

function openAs(role: 'user' | 'manager', page?: string) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ role }));
  renderPage(<ForbiddenPage page={page} />, { path: '/admin' });
}

describe('ForbiddenPage', () => {
  it('names the page and the role that cannot use it, and leads to the dashboard', async () => {
    openAs('manager', 'shell.admin_panel.title');

    expect(await screen.findByText('The page “Admin Panel” is not open to your role (Manager).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forbidden (manager)' })).toBeInTheDocument();
    expect(document.title).toBe('Forbidden (manager) · Parivahan Desk');
    await userEvent.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
  });

  it('says "this page" when the page has no name', async () => {
    openAs('user');
    expect(await screen.findByText('This page is not open to your role (User).')).toBeInTheDocument();
  });

  it('offers Back only when the app has a page to go back to', async () => {
    openAs('user');
    await screen.findByText(/not open to your role/);
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });
});

describe('isForbidden', () => {
  it('is a 403 only', () => {
    expect(isForbidden({ status: 403 })).toBe(true);
    expect(isForbidden({ status: 404 })).toBe(false);
    expect(isForbidden(null)).toBe(false);
  });
});
