import { ROLES, type Role } from '../../../common/options';
import type { AdminUser } from '../../dataProvider/users';

/**
 * What the viewer may do to an account (decisions.md §Who sees; the server checks the same): an admin manages
 * anyone and gives any role; a manager manages only `user` accounts and gives no staff role.
 */
export const mayManage = (viewer: Role | undefined, user: Pick<AdminUser, 'role'>) =>
  viewer === 'admin' || (viewer === 'manager' && user.role === 'user');

/** The role buttons the viewer sees on a row (none when they may not manage it). */
export const grantableRoles = (viewer: Role | undefined, user: Pick<AdminUser, 'role'>): readonly Role[] => {
  if (!mayManage(viewer, user)) return [];
  return viewer === 'admin' ? ROLES : ['user'];
};

/** The roles the add-user dialog offers: manager or user for an admin, user for a manager. */
export const creatableRoles = (viewer: Role | undefined): Role[] => (viewer === 'admin' ? ['manager', 'user'] : ['user']);

/**
 * Why Send Message is not offered on an account's row, as a message key: it has no primary citizen profile, or the
 * server said the viewer may not message that profile (a branch manager and a profile outside their branch).
 */
export const whyNoMessage = (user: Pick<AdminUser, 'primary_citizen' | 'can_message'>) => {
  if (!user.primary_citizen) return 'users.no_primary';
  return user.can_message ? undefined : 'users.message_outside_branch';
};

/** Why Send Reset Link is not offered: the link goes by mail, and the account has no email (a temporary password will do). */
export const whyNoResetLink = (user: Pick<AdminUser, 'email'>) => (user.email ? undefined : 'users.reset_link.no_email');
