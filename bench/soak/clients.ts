import { randomBytes } from 'node:crypto';
import { Random } from '../../server/db/seed/random.js';
import { ROLES, type Role } from '../shared/fixtures.js';
import { send } from '../shared/http.js';
import type { Request } from '../shared/load.js';
import type { BenchCase } from '../shared/read-cases.js';
import type { Tally } from './tally.js';
import { Writer, type Api } from './writer.js';

/** Of all requests, the share of reads; the rest are writes. */
export const READ_SHARE = 0.7;
/** The labels requests are grouped under; every other label names one operation ('read me', 'create ll'). */
export const GROUPS = ['all', 'read', 'write', 'create', 'update', 'delete'];

/** One simulated user of the desk: signed in as a demo role, reading that role's cases and writing its own rows. */
export interface Client {
  role: Role;
  api: Api;
  random: Random;
  reads: BenchCase[];
  writer: Writer;
}

/**
 * `count` clients, the roles in turn; each draws its choices from its own seeded generator, and numbers
 * what it creates with a prefix of the run (4 random hex digits) and its index: 'SK' + run + index + serial.
 */
export function makeClients(count: number, baseUrl: string, tokens: Map<Role, string>, cases: BenchCase[], seed: number): Client[] {
  const run = randomBytes(2).toString('hex').toUpperCase();
  return Array.from({ length: count }, (_, index) => {
    const { role } = ROLES[index % ROLES.length];
    const token = tokens.get(role)!;
    const api: Api = (path, init) => send(baseUrl + path, token, init);
    const random = Random.forItem(seed, index);
    const prefix = `SK${run}${index.toString(36).toUpperCase().padStart(2, '0')}`;
    const reads = cases.filter((benchCase) => benchCase.role === role);
    return { role, api, random, reads, writer: new Writer(api, random, prefix, role === 'admin') };
  });
}

/** One request of client `worker`: a read among its role's cases. */
export function readRequest(clients: Client[], tally: Tally): Request {
  return (worker) => {
    const { api, random, reads } = clients[worker];
    const read = random.pick(reads);
    return tally.time(['all', 'read', `read ${read.name}`], () => api(random.pick(read.paths)));
  };
}

/** One request of client `worker`: a read among its role's cases, or a write of its own rows. */
export function soakRequest(clients: Client[], tally: Tally): Request {
  const read = readRequest(clients, tally);
  return (worker) => {
    const { random, writer } = clients[worker];
    if (random.chance(READ_SHARE)) return read(worker);
    const write = writer.plan();
    return tally.time(['all', 'write', write.action, write.label], () => write.run());
  };
}
