import { eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Db, Tx } from '../../db/client.js';
import { citizenColumns, citizens, users } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import type { PasswordChangeBody, ProfileBody, RegisterBody } from '../../schemas/accounts.js';
import { audit } from '../audit/audit.js';
import { assertConfirmed, assertCurrentPassword, issueToken, revokeTokens } from './credentials.js';
import { invalidField } from '../http/http-errors.js';
import { assertPasswordLength, hashPassword } from './passwords.js';
import { rowJson } from '../citizens/row-json.js';
import type { FieldErrors } from '../http/uploads.js';
import { checkPastDates } from '../../schemas/fields.js';
import { userImage } from './session-user.js';
import type { Language } from '../i18n/index.js';

/** '' and null clear a field; a missing field stays as it is. */
export const cleared = <T>(value: T | '' | null | undefined): T | null | undefined => (value === '' ? null : value);

/** Updates a user row (the actor's own unless `userId` says another) and audits it, inside the caller's transaction. */
export async function updateUser(tx: Tx, actorId: number, changes: Partial<typeof users.$inferInsert>, userId = actorId) {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  const [after] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  await audit(tx, { actorId, action: 'update', entity: 'user', entityId: userId, before: userImage(before), after: userImage(after) });
  return { before, after };
}

/** Creates a `user` account (no citizen profile) and signs it in; returns its id and bearer token. */
export async function registerUser(db: Db, input: Static<typeof RegisterBody>) {
  if (input.password_confirmation !== undefined) {
    assertConfirmed(input.password, input.password_confirmation, 'password_confirmation');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, phone: input.phone, email: cleared(input.email), passwordHash, role: 'user' })
      .returning();
    await audit(tx, { actorId: user.id, action: 'create', entity: 'user', entityId: user.id, after: userImage(user) });
    return { userId: user.id, token: await issueToken(tx, user.id) };
  });
}

const WRONG_PASSWORD = 'The password is incorrect.';

/**
 * Which sign-in identifiers a PUT /me changes: `guarded` ones need the current password (an existing phone or email),
 * setting the email of an account without one does not. Any change ends the user's other sessions.
 */
function loginChanges(actor: SessionUser, phone: string, email: string | null | undefined) {
  const phoneChanged = phone !== actor.phone;
  const emailChanged = email !== undefined && email?.toLowerCase() !== actor.email?.toLowerCase();
  return { any: phoneChanged || emailChanged, guarded: phoneChanged || (emailChanged && actor.email !== null) };
}

/**
 * PUT /me: the account's name, email and phone, and the primary citizen profile created or updated with them.
 * Changing the sign-in phone or an existing email needs `current_password` and signs out the other sessions. The
 * profile's reminder language is the one sent, else (a new profile) the `interfaceLanguage` the person uses.
 */
export async function updateProfile(db: Db, actor: SessionUser, input: Static<typeof ProfileBody>, interfaceLanguage: Language): Promise<void> {
  const phone = input.phone ?? input.mobile;
  if (!phone) throw invalidField('phone', 'The mobile number field is required.');
  const errors: FieldErrors = {};
  checkPastDates(input, (field) => field === 'dob', errors);
  if (errors.dob) throw invalidField('dob', errors.dob[0]);
  const email = cleared(input.email);
  const changes = loginChanges(actor, phone, email);
  if (changes.guarded) await assertCurrentPassword(db, actor.id, input.current_password ?? '', 'current_password', WRONG_PASSWORD);
  const profile = {
    name: input.name,
    mobile: phone,
    email,
    fatherName: cleared(input.father_name),
    dob: cleared(input.dob),
    address: cleared(input.address),
    ...(input.language ? { language: input.language } : {}),
  };
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { name: input.name, phone, email });
    if (changes.any) await revokeTokens(tx, actor.id, actor.tokenId);
    const [existing] = await tx.select(citizenColumns).from(citizens).where(eq(citizens.userId, actor.id)).for('update');
    if (existing) {
      const [after] = await tx
        .update(citizens)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(citizens.id, existing.id))
        .returning(citizenColumns);
      await audit(tx, { actorId: actor.id, action: 'update', entity: 'citizen', entityId: after.id, before: rowJson(existing), after: rowJson(after) });
    } else {
      const [created] = await tx
        .insert(citizens)
        .values({ language: interfaceLanguage, ...profile, userId: actor.id, createdBy: actor.id, branchId: actor.branchId })
        .returning(citizenColumns);
      await audit(tx, { actorId: actor.id, action: 'create', entity: 'citizen', entityId: created.id, after: rowJson(created) });
    }
  });
}

/** PUT /me/phone: needs the current password; the primary profile's mobile follows; signs out the other sessions. */
export async function changePhone(db: Db, actor: SessionUser, phone: string, password: string): Promise<void> {
  await assertCurrentPassword(db, actor.id, password, 'password');
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { phone });
    await revokeTokens(tx, actor.id, actor.tokenId);
    const [before] = await tx.select(citizenColumns).from(citizens).where(eq(citizens.userId, actor.id)).for('update');
    if (!before) return;
    const [after] = await tx
      .update(citizens)
      .set({ mobile: phone, updatedAt: new Date() })
      .where(eq(citizens.id, before.id))
      .returning(citizenColumns);
    await audit(tx, { actorId: actor.id, action: 'update', entity: 'citizen', entityId: after.id, before: rowJson(before), after: rowJson(after) });
  });
}

/**
 * PUT /me/password: needs the current password and a new one of the account's length (8 for staff, 6 for a citizen's
 * own); signs out every other session; a temporary password is then chosen.
 */
export async function changePassword(db: Db, actor: SessionUser, input: Static<typeof PasswordChangeBody>): Promise<void> {
  assertConfirmed(input.new_password, input.new_password_confirmation, 'new_password_confirmation');
  assertPasswordLength(input.new_password, actor.role, 'new_password');
  await assertCurrentPassword(db, actor.id, input.current_password, 'current_password');
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { passwordHash, mustChangePassword: false });
    await revokeTokens(tx, actor.id, actor.tokenId);
  });
}
