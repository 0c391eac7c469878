import { weights, type Random } from '../../server/db/seed/random.js';
import type { Body } from '../shared/http.js';
import { CITIZEN, formBody, LICENCES, RECORDS, VEHICLE, type FormKind } from './forms.js';

/** One request of the API as a signed-in client: path under the server, method, body and expected status. */
export type Api = (path: string, init?: { method?: string; body?: Body; expected?: number }) => Promise<Buffer>;

export type WriteAction = 'create' | 'update' | 'delete';

/** A write, planned: its action, its label ('create ll') and the requests that make it. */
export interface Write {
  action: WriteAction;
  label: string;
  run(): Promise<void>;
}

/** A row this client created: a citizen (children: licences, vehicles) or a vehicle (children: records). */
interface Owned {
  kind: FormKind;
  /** '/api/ll/12' */
  path: string;
  number: string;
  /** The list it is kept in, to leave on delete. */
  siblings: Owned[];
  children: Owned[];
}

const ACTIONS = weights<WriteAction>([['create', 0.4], ['update', 0.35], ['delete', 0.25]]);
/** Of the creates, the share of new citizens (the rest: a licence, a vehicle or a record, one group in three each). */
const NEW_CITIZEN = 0.15;

/**
 * The writes of one client: creates, updates and deletes of the citizens, licences, vehicles and records it
 * created itself, so clients never race on a row. Deleting a citizen is an admin's right only (the others
 * delete licences, records and vehicles without records); numbers start with `prefix`, unique in the run.
 */
export class Writer {
  private readonly citizens: Owned[] = [];
  /** Rows a delete was sent for that did not answer: gone or not, nobody was told. */
  private readonly deleteSent = new Set<string>();
  private serial = 0;

  constructor(
    private readonly api: Api,
    private readonly random: Random,
    private readonly prefix: string,
    private readonly deletesCitizens: boolean,
  ) {}

  plan(): Write {
    const action = this.random.weighted(ACTIONS);
    const rows = action === 'update' ? this.rows() : action === 'delete' ? this.deletable() : [];
    if (!rows.length) return this.create();
    const row = this.random.pick(rows);
    return action === 'update' ? this.update(row) : this.remove(row);
  }

  /** The citizens this client created and has not deleted: '/api/citizens/12'. */
  citizenPaths(): string[] {
    return this.citizens.map((citizen) => citizen.path);
  }

  /** Every row whose creation the server acknowledged and which no delete has been sent for since. */
  acknowledgedPaths(): string[] {
    const kept = (rows: Owned[]): string[] => rows.filter((row) => !this.deleteSent.has(row.path)).flatMap((row) => [row.path, ...kept(row.children)]);
    return kept(this.citizens);
  }

  private rows(): Owned[] {
    return this.citizens.flatMap((citizen) => [citizen, ...citizen.children.flatMap((child) => [child, ...child.children])]);
  }

  /** Licences, records and vehicles without records (the server refuses the others: 409); citizens for an admin. */
  private deletable(): Owned[] {
    return this.rows().filter((row) => (row.kind === CITIZEN ? this.deletesCitizens : !row.children.length));
  }

  private create(): Write {
    const citizen = this.citizens.length > 0 && !this.random.chance(NEW_CITIZEN) ? this.random.pick(this.citizens) : undefined;
    if (!citizen) return this.createRow(CITIZEN, '/api', this.citizens);
    const group = this.random.pick([LICENCES, [VEHICLE], RECORDS]);
    const vehicles = citizen.children.filter((child) => child.kind === VEHICLE);
    const owner = group === RECORDS && vehicles.length ? this.random.pick(vehicles) : citizen;
    const kind = owner === citizen && group === RECORDS ? VEHICLE : this.random.pick(group);
    return this.createRow(kind, owner.path, owner.children);
  }

  private createRow(kind: FormKind, ownerPath: string, siblings: Owned[]): Write {
    const number = `${this.prefix}${(this.serial++).toString(36).toUpperCase()}`;
    const body = formBody(kind, kind.values(number, this.random), this.random, false);
    return {
      action: 'create',
      label: `create ${kind.segment}`,
      run: async () => {
        const answer = await this.api(`${ownerPath}/${kind.segment}`, { method: 'POST', body, expected: 201 });
        const { id } = JSON.parse(answer.toString()) as { id: number };
        siblings.push({ kind, path: `/api/${kind.segment}/${id}`, number, siblings, children: [] });
      },
    };
  }

  /** PUT with JSON, or a multipart POST with `_method=PUT`, as the app sends them. */
  private update(row: Owned): Write {
    const body = formBody(row.kind, row.kind.values(row.number, this.random), this.random, true);
    return {
      action: 'update',
      label: `update ${row.kind.segment}`,
      run: async () => {
        await this.api(row.path, { method: row.kind.withFile ? 'POST' : 'PUT', body });
      },
    };
  }

  private remove(row: Owned): Write {
    return {
      action: 'delete',
      label: `delete ${row.kind.segment}`,
      run: async () => {
        this.deleteSent.add(row.path);
        await this.api(row.path, { method: 'DELETE' });
        row.siblings.splice(row.siblings.indexOf(row), 1);
      },
    };
  }
}
