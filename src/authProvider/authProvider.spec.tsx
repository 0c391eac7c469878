import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser, answer, apiServer, useApiServer } from '../test/api';
import { authProvider, getSession, loadSessionUser, loginPathFor } from '.';
import { lastRole } from './lastRole';
import { tokenStore } from './token';

useApiServer();

describe('session restore on start', () => {
  it('loads the user of a stored token and sends it as a bearer token', async () => {
    tokenStore.set('stored-token');
    const calls = answer('get', '/me', aUser({ role: 'manager' }));
    expect(getSession().status).toBe('loading');

    await authProvider.checkAuth({});

    expect(calls[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(getSession()).toEqual({ status: 'signedIn', user: aUser({ role: 'manager' }) });
    await expect(authProvider.getPermissions!({})).resolves.toBe('manager');
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'Asha Verma', phone: '9876543210' });
    // Kept for the next page load, whose first requests leave before GET /me answers (routing/earlyRequests.ts).
    expect(lastRole()).toBe('manager');
  });

  it.each([401, 500])('removes the token and signs out when GET /me fails with %i', async (status) => {
    tokenStore.set('stale-token');
    answer('get', '/me', { message: 'Unauthenticated.' }, status);

    await expect(loadSessionUser()).rejects.toMatchObject({ status });

    expect(tokenStore.get()).toBeNull();
    expect(getSession().status).toBe('signedOut');
  });

  it('keeps the token when GET /me gets no answer (a network cut, a page left during the load), signing this screen out', async () => {
    tokenStore.set('kept-token');
    apiServer.use(http.get('*/api/me', () => HttpResponse.error()));

    await expect(loadSessionUser()).rejects.toBeInstanceOf(TypeError);

    expect(tokenStore.get()).toBe('kept-token');
    expect(getSession().status).toBe('signedOut');
  });

  it('sends a signed-out visitor of a guarded page to the login page, remembering the page', async () => {
    window.history.pushState({}, '', '/citizens?page=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirect=%2Fcitizens%3Fpage%3D2', message: false });
  });
});

describe('login', () => {
  it('signs in with the token a registration returned, without another /login call', async () => {
    const logins = answer('post', '/login', { token: 'unused', user: aUser() });
    answer('get', '/me', aUser());

    await authProvider.login({ token: 'registered-token' });

    expect(logins).toHaveLength(0);
    expect(tokenStore.get()).toBe('registered-token');
  });
});

describe('logout', () => {
  it('tells the server, clears the token and goes home', async () => {
    tokenStore.set('live-token');
    const logouts = answer('post', '/logout', {}, 204);

    await expect(authProvider.logout({})).resolves.toBe('/');

    expect(logouts[0].headers.get('authorization')).toBe('Bearer live-token');
    expect(tokenStore.get()).toBeNull();
    expect(getSession().status).toBe('signedOut');
  });

  it('ignores a failing server', async () => {
    tokenStore.set('live-token');
    apiServer.use(http.post('/api/logout', () => HttpResponse.error()));

    await expect(authProvider.logout({})).resolves.toBe('/');

    expect(tokenStore.get()).toBeNull();
  });
});

describe('checkError', () => {
  it('signs out on 401 but not on 403', async () => {
    tokenStore.set('live-token');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(tokenStore.get()).toBe('live-token');

    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the page, and on the login page keeps the first redirect instead of nesting another', () => {
    const first = loginPathFor({ pathname: '/citizens/99855', search: '' });
    expect(first).toBe('/login?redirect=%2Fcitizens%2F99855');
    const [pathname, search] = first.split('?');
    expect(loginPathFor({ pathname, search: `?${search}` })).toBe(first);
  });
});
