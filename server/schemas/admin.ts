import { Type } from '@sinclair/typebox';
import { PASSWORD_MIN, ROLES } from '../../common/options.js';
import { CitizenSummary } from './accounts.js';
import { Id, Mobile, Nullable, OneOf, Optional, OptionalEmail, PageQuery, Password, RequiredText, Text } from './common.js';
import { named, namedPage } from './named.js';

/** Schemas of the user and branch administration routes (/api/admin/users, /api/admin/branches). */

export const Branch = named('Branch', Type.Object({ id: Id, name: Type.String() }));
export const BranchList = Type.Object({ data: Type.Array(Branch) });
export const BranchBody = Type.Object({ name: RequiredText(100) });

/** One row of the users screen: the account, its branch and its primary citizen profile. */
export const AdminUser = named('User', Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Type.String(),
  role: OneOf(ROLES),
  branch_id: Nullable(Id),
  branch: Nullable(Branch),
  citizen_id: Nullable(Id),
  primary_citizen: Nullable(CitizenSummary),
  /** Whether the caller may message the primary citizen profile (false without one). */
  can_message: Type.Boolean(),
  created_at: Type.String(),
}));

export const AdminUserPage = namedPage('UserPage', AdminUser);

export const UserListQuery = Type.Object({
  q: Type.Optional(Text(100)),
  role: Type.Optional(Type.Union([OneOf(ROLES), Type.Literal('')])),
  ...PageQuery,
});

/** The branch of a manager; '' and null mean none. */
const BranchId = Optional(Type.Union([Id, Type.Literal('')]));

export const UserCreateBody = Type.Object({
  name: RequiredText(),
  email: OptionalEmail(),
  phone: Mobile(),
  password: Password(PASSWORD_MIN.deskCreated),
  role: OneOf(ROLES),
  branch_id: BranchId,
});

export const UserUpdateBody = Type.Object({
  name: RequiredText(),
  email: OptionalEmail(),
  phone: Mobile(),
  branch_id: BranchId,
});

/** A new role; `branch_id` is a new manager's branch (none when empty or missing) and cleared for any other role. */
export const RoleBody = Type.Object({ role: OneOf(ROLES), branch_id: BranchId });

/** The temporary password, answered once. */
export const TemporaryPasswordAnswer = Type.Object({ password: Type.String() });
