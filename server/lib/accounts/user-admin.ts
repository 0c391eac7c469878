import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { Role } from '../../../common/options.js';
import { mobileSearchDigits } from '../../../common/rules.js';
import type { Db } from '../../db/client.js';
import { branches, citizens, users } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import type { AdminUser, RoleBody, UserCreateBody, UserListQuery, UserUpdateBody } from '../../schemas/admin.js';
import { cleared, updateUser } from './account.js';
import { audit } from '../audit/audit.js';
import { assertBranchExists } from './branches.js';
import { escapeLike } from '../citizens/text-search.js';
import { revokeTokens } from './credentials.js';
import { forbidden, HttpError, invalidField, notFound } from '../http/http-errors.js';
import { paged, pageWindow } from '../http/paging.js';
import { canEditCitizen } from '../citizens/scope.js';
import { sendPasswordResetLink } from './password-reset.js';
import { hashPassword } from './passwords.js';
import { userImage } from './session-user.js';

/**
 * User administration (decisions.md §Who sees and changes what): an admin manages anyone and grants any role; a
 * manager manages only accounts whose role is `user` and grants no staff role; nobody deletes or demotes themselves.
 */

type AdminUserView = Static<typeof AdminUser>;
type Target = typeof users.$inferSelect;

export const NO_SELF_DELETE = 'You cannot delete your own account.';
export const NO_SELF_DEMOTE = 'You cannot change your own role.';
export const NO_EMAIL = 'This user has no email address to send a reset link to.';
export const MAIL_FAILED = 'The mail server did not accept the reset link. Please try again.';

/** 403 unless the actor may act on the target account. */
export function assertMayManage(actor: SessionUser, target: Pick<Target, 'role'>): void {
  if (actor.role !== 'admin' && target.role !== 'user') throw forbidden();
}

/** 403 unless the actor may give the role: admins any, managers only `user`. */
function assertMayGrant(actor: SessionUser, role: Role): void {
  if (actor.role !== 'admin' && role !== 'user') throw forbidden();
}

/** Only a manager is tied to a branch; for any other role the branch is empty. */
const branchFor = (role: Role, branchId: number | '' | null | undefined) => (role === 'manager' ? cleared(branchId) ?? null : null);

const listColumns = {
  user: users,
  branch: { id: branches.id, name: branches.name },
  citizen: {
    id: citizens.id, name: citizens.name, mobile: citizens.mobile, email: citizens.email,
    fatherName: citizens.fatherName, dob: citizens.dob, address: citizens.address, language: citizens.language,
    userId: citizens.userId, createdBy: citizens.createdBy, branchId: citizens.branchId,
  },
};

type ListRow = Awaited<ReturnType<ReturnType<typeof withJoins>['execute']>>[number];

/** The row as the actor sees it; `can_message` by the rule POST /citizens/{id}/send-message applies (lib/citizens/scope.ts). */
function userView(actor: SessionUser, { user, branch, citizen }: ListRow): AdminUserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    branch_id: user.branchId,
    branch,
    citizen_id: citizen?.id ?? null,
    primary_citizen: citizen && {
      id: citizen.id, name: citizen.name, mobile: citizen.mobile, email: citizen.email,
      father_name: citizen.fatherName, dob: citizen.dob, address: citizen.address, language: citizen.language,
    },
    can_message: citizen !== null && canEditCitizen(actor, citizen),
    created_at: user.createdAt.toISOString(),
  };
}

const withJoins = (db: Pick<Db, 'select'>, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(citizens, eq(citizens.userId, users.id))
    .where(where);

/** GET /admin/users: name, email or phone containing `q` (a phone as normaliseMobile reads it), optionally one role; newest first. */
export async function listUsers(db: Db, actor: SessionUser, query: Static<typeof UserListQuery>) {
  const { page, perPage, offset } = pageWindow(query);
  const contains = (text: string) => `%${escapeLike(text)}%`;
  const phone = query.q && mobileSearchDigits(query.q);
  const where = and(
    query.q ? or(ilike(users.name, contains(query.q)), ilike(users.email, contains(query.q)), ilike(users.phone, contains(phone || query.q))) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    withJoins(db, where).orderBy(desc(users.createdAt), desc(users.id)).limit(perPage).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return paged(rows.map((row) => userView(actor, row)), page, perPage, total);
}

export async function loadUserView(db: Pick<Db, 'select'>, actor: SessionUser, id: number): Promise<AdminUserView> {
  const [row] = await withJoins(db, eq(users.id, id));
  if (!row) throw notFound();
  return userView(actor, row);
}

/** The target account, 404 when missing, 403 when the actor may not act on it. */
async function loadManageable(db: Pick<Db, 'select'>, actor: SessionUser, id: number): Promise<Target> {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound();
  assertMayManage(actor, target);
  return target;
}

/** POST /admin/users. */
export async function createUser(db: Db, actor: SessionUser, input: Static<typeof UserCreateBody>) {
  assertMayGrant(actor, input.role);
  const branchId = branchFor(input.role, input.branch_id);
  if (branchId !== null) await assertBranchExists(db, branchId);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: cleared(input.email), phone: input.phone, passwordHash, role: input.role, branchId })
      .returning();
    await audit(tx, { actorId: actor.id, action: 'create', entity: 'user', entityId: user.id, after: userImage(user) });
    return user.id;
  });
  return loadUserView(db, actor, id);
}

/**
 * PUT /admin/users/{id}: name, email, phone and (managers only) branch. A new phone or email signs the account
 * out everywhere (except the actor's own session when they edit themselves).
 */
export async function editUser(db: Db, actor: SessionUser, id: number, input: Static<typeof UserUpdateBody>) {
  const target = await loadManageable(db, actor, id);
  const branchId = target.role === 'manager' && input.branch_id !== undefined ? branchFor('manager', input.branch_id) : target.branchId;
  if (branchId !== null && branchId !== target.branchId) await assertBranchExists(db, branchId);
  const email = cleared(input.email) ?? null;
  const signInChanged = input.phone !== target.phone || email?.toLowerCase() !== target.email?.toLowerCase();
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { name: input.name, email, phone: input.phone, branchId }, id);
    if (signInChanged) await revokeTokens(tx, id, actor.id === id ? actor.tokenId : undefined);
  });
  return loadUserView(db, actor, id);
}

/**
 * PATCH /admin/users/{id}/role: a new role, and for a manager the branch given (none when not given, unless they
 * stay a manager); any other role has no branch. A change signs the account out, so its next session shows the
 * right screens.
 */
export async function changeRole(db: Db, actor: SessionUser, id: number, input: Static<typeof RoleBody>) {
  const target = await loadManageable(db, actor, id);
  const { role } = input;
  assertMayGrant(actor, role);
  const branchId = input.branch_id === undefined && role === target.role ? target.branchId : branchFor(role, input.branch_id);
  if (role === target.role && branchId === target.branchId) return loadUserView(db, actor, id);
  if (id === actor.id) throw forbidden(NO_SELF_DEMOTE);
  if (branchId !== null) await assertBranchExists(db, branchId);
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { role, branchId }, id);
    await revokeTokens(tx, id);
  });
  return loadUserView(db, actor, id);
}

/** DELETE /admin/users/{id}: the citizens they created stay (their creator and owner links become empty). */
export async function deleteUser(db: Db, actor: SessionUser, id: number): Promise<void> {
  if (id === actor.id) throw forbidden(NO_SELF_DELETE);
  const target = await loadManageable(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, { actorId: actor.id, action: 'delete', entity: 'user', entityId: id, before: userImage(target) });
  });
}

/** POST /admin/users/{id}/send-reset-link: the forgot-password mail, sent to the account's email (422 without one). */
export async function sendResetLinkFor(app: FastifyInstance, actor: SessionUser, id: number) {
  const target = await loadManageable(app.db, actor, id);
  if (!target.email) throw invalidField('email', NO_EMAIL);
  const status = await sendPasswordResetLink(app, { id: target.id, name: target.name, email: target.email }, actor.id);
  if (status === 'failed') throw new HttpError(502, MAIL_FAILED);
  return { message: `A password reset link has been sent to ${target.email}.` };
}
