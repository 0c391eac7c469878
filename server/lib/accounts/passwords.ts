import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { attributeName } from '../../../common/field-names.js';
import { passwordMinFor, type Role } from '../../../common/options.js';
import { invalidField } from '../http/http-errors.js';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** scrypt, stored as `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N), r: Number(r), p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A generated one-time password in groups of five readable characters: 'k7m2p-x9fh3' (two groups, about 50 bits:
 * a temporary password) or three for the first admin (about 74 bits).
 */
export function readablePassword(groups = 2): string {
  const group = () => Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return Array.from({ length: groups }, group).join('-');
}

/**
 * 422 on `field` unless a new password is long enough for an account of this role (a staff account keeps its 8
 * characters when its owner changes or resets it), worded as the schemas' own length check.
 */
export function assertPasswordLength(password: string, role: Role, field: string): void {
  const min = passwordMinFor(role);
  if (password.length < min) throw invalidField(field, `The ${attributeName(field)} field must be at least ${min} characters.`);
}
