import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random secret (32 bytes) and the hash that is all the database keeps of it. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const TOKEN_IDLE_DAYS = 30;
export const RESET_TOKEN_MINUTES = 60;
