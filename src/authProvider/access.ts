import type { Role } from '../../common/options';

/** Who may do what in the app: the one place that maps roles to screens and buttons. */
export const ACCESS = {
  'dashboard.staff': ['admin', 'manager'],
  /** A personal calendar feed of the expiries in their scope (Account Settings), and a citizen's .ics download. */
  'calendar.feed': ['admin', 'manager'],
  /** Keeps a citizen profile of their own: New Profile starts as it while there is none, and they are asked for it. */
  'citizens.ownProfile': ['user'],
  'citizens.expiryReport': ['admin', 'manager'],
  'citizens.edit': ['admin', 'manager'],
  'citizens.delete': ['admin'],
  'citizens.backup': ['admin'],
  'serviceRequests.manage': ['admin', 'manager'],
  'inquiries.manage': ['admin', 'manager'],
  'users.manage': ['admin', 'manager'],
  'reports.expiries': ['admin', 'manager'],
  'renewals.manage': ['admin', 'manager'],
  /** /reminders: the daily WhatsApp digests; only an admin sends them now. */
  'reminders.view': ['admin', 'manager'],
  'reminders.send': ['admin'],
  /** /inbox: the office's WhatsApp conversations (a manager of a branch: its citizens'). */
  'inbox.view': ['admin', 'manager'],
  'search.global': ['admin', 'manager'],
  'admin.panel': ['admin'],
  'admin.export': ['admin'],
  'admin.backups': ['admin'],
  /** /admin/import: bulk import from Excel; a manager imports into their own branch. */
  'admin.import': ['admin', 'manager'],
  /** /admin/audit: the whole log; restores of deleted rows. */
  'audit.view': ['admin'],
  'audit.restore': ['admin'],
  /** A citizen's History tab: the staff who see the citizen. */
  'citizens.history': ['admin', 'manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ACCESS;

export const canAccess = (role: Role | null | undefined, action: Action): boolean =>
  !!role && (ACCESS[action] as readonly Role[]).includes(role);
