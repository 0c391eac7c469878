import { describe, expect, it } from 'vitest';
import { currentLink, isGroup, isUnder, navigationFor, type NavEntry } from './navigation';

const labels = (entries: NavEntry[]) =>
  entries.map((entry) => (isGroup(entry) ? `${entry.label}[${entry.links.map((l) => l.to).join(' ')}]` : entry.to));

describe('navigationFor', () => {
  it('offers a visitor home, ask for service, the document inquiry, login and register', () => {
    expect(labels(navigationFor(null))).toEqual(['/', '/ask-for-service', '/document-inquiry', '/login', '/register']);
  });

  it('gives a user the shared pages and the three searches only', () => {
    expect(labels(navigationFor('user'))).toEqual([
      '/dashboard', '/citizens', '/ask-for-service', 'shell.nav.search[/search/ll /search/dl /search/vehicle]',
    ]);
  });

  it('adds the expiry report, service requests, renewals, inquiries, the inbox, User Management and Import for a manager, but not Admin', () => {
    expect(labels(navigationFor('manager'))).toEqual([
      '/dashboard', '/citizens', '/ask-for-service',
      'shell.nav.search[/search/ll /search/dl /search/vehicle /reports/expiries]',
      '/service-requests', '/renewals', '/admin/inquiries', '/inbox', '/reminders', '/admin/users', '/admin/import',
    ]);
  });

  it('adds Admin for an admin, who reaches User Management from it', () => {
    expect(labels(navigationFor('admin')).at(-1)).toBe('/admin');
    expect(labels(navigationFor('admin'))).not.toContain('/admin/users');
    expect(labels(navigationFor('admin'))).not.toContain('/admin/import');
  });
});

describe('isUnder', () => {
  it('matches the page and the pages under it, not a page that merely starts alike', () => {
    expect(isUnder('/citizens', '/citizens')).toBe(true);
    expect(isUnder('/citizens', '/citizens/4')).toBe(true);
    expect(isUnder('/admin', '/admin-x')).toBe(false);
  });
});

describe('currentLink', () => {
  const admin = navigationFor('admin');
  it('picks the closest link only: Document Inquiries on /admin/inquiries, not Admin too', () => {
    expect(currentLink(admin, '/admin/inquiries')).toBe('/admin/inquiries');
    expect(currentLink(admin, '/admin/users')).toBe('/admin');
    expect(currentLink(admin, '/reports/expiries')).toBe('/reports/expiries');
    expect(currentLink(admin, '/citizens/4')).toBe('/citizens');
    expect(currentLink(admin, '/')).toBeUndefined();
  });

  it("marks a manager's User Management and a visitor's Home", () => {
    expect(currentLink(navigationFor('manager'), '/admin/users')).toBe('/admin/users');
    expect(currentLink(navigationFor(null), '/')).toBe('/');
    expect(currentLink(navigationFor(null), '/login')).toBe('/login');
  });
});
