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
