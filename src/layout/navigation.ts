import type { Role } from '../../common/options';
import { canAccess } from '../authProvider/access';

/** A navigation link: `label` is a translation key. */
export interface NavLink {
  label: string;
  to: string;
  /** Shows the count of unread conversations beside the label. */
  unreadBadge?: boolean;
}

/** A drop-down of links (the Search menu); `menuLabel` names its button apart from a form's button of the same word. */
export interface NavGroup {
  label: string;
  menuLabel: string;
  links: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

const link = (key: string, to: string): NavLink => ({ label: `shell.nav.${key}`, to });

/**
 * The app bar's entries for a visitor (no role) or a signed-in user (doc2 §Navigation), plus every other screen the
 * role may use: Home and Ask For Service for a visitor, User Management and Import for a manager (an admin reaches them from Admin).
 */
export function navigationFor(role: Role | null): NavEntry[] {
  if (!role) {
    return [
      link('home', '/'),
      link('ask_for_service', '/ask-for-service'),
      link('document_inquiry', '/document-inquiry'),
      link('login', '/login'),
      link('register', '/register'),
    ];
  }
  const searches = [link('search_ll', '/search/ll'), link('search_dl', '/search/dl'), link('search_vehicle', '/search/vehicle')];
  if (canAccess(role, 'reports.expiries')) searches.push(link('expiry_report', '/reports/expiries'));
  return [
    link('dashboard', '/dashboard'),
    link('citizens', '/citizens'),
    link('ask_for_service', '/ask-for-service'),
    { label: 'shell.nav.search', menuLabel: 'shell.nav.search_menu', links: searches },
    ...(canAccess(role, 'serviceRequests.manage') ? [link('service_requests', '/service-requests')] : []),
    ...(canAccess(role, 'renewals.manage') ? [link('renewals', '/renewals')] : []),
    ...(canAccess(role, 'inquiries.manage') ? [link('document_inquiries', '/admin/inquiries')] : []),
    ...(canAccess(role, 'inbox.view') ? [{ ...link('inbox', '/inbox'), unreadBadge: true }] : []),
    ...(canAccess(role, 'reminders.view') ? [link('reminders', '/reminders')] : []),
    ...(canAccess(role, 'users.manage') && !canAccess(role, 'admin.panel') ? [link('user_management', '/admin/users')] : []),
    ...(canAccess(role, 'admin.import') && !canAccess(role, 'admin.panel') ? [link('import', '/admin/import')] : []),
    ...(canAccess(role, 'admin.panel') ? [link('admin', '/admin')] : []),
  ];
}

/** Whether `pathname` is the link's page or a page under it. */
export const isUnder = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The path of the link for the current page: the longest that is the page or a parent of it, so on /admin/inquiries
 * Document Inquiries is current, not Admin as well.
 */
export function currentLink(entries: NavEntry[], pathname: string): string | undefined {
  const candidates = entries.flatMap((entry) => (isGroup(entry) ? entry.links : [entry])).filter((link) => isUnder(link.to, pathname));
  return candidates.reduce<NavLink | undefined>((best, link) => (!best || link.to.length > best.to.length ? link : best), undefined)?.to;
}
