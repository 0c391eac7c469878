import JSZip from 'jszip';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, citizens, users } from '../../../db/schema/index.js';
import { queryRows } from '../../../db/client.js';
import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../../build.js';
import { buildWorld, expectUnchanged, ROLES, type Actor, type World } from '../citizens/fixtures.js';

const TRICKY = { name: 'राम "रामू", शर्मा', address: 'घर नं. 5,\nरायपुर "मुख्य"\r\nछत्तीसगढ़' };
const SECRET_COLUMN = /password|token|secret|reset/i;
/** More rows than a PGlite keyset page (2000), so paging is crossed twice. */
const MANY = 4500;

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });

for (const pglite of [false, true]) {
  describe(`data export on ${pglite ? 'PGlite' : 'PostgreSQL'}`, () => {
    const t = setUpTestApp({ pglite });
    const world = {} as World;
    let tables: string[];
    let trickyId: number;
    const get = (url: string, actor: Actor | null = world.admin) => t.request({ method: 'GET', url, token: actor?.token });

    beforeAll(async () => {
      Object.assign(world, await buildWorld(t));
      const [tricky] = await t.database.db.insert(citizens).values({ ...TRICKY, mobile: '9876543210', createdBy: world.admin.id }).returning();
      trickyId = tricky.id;
      await t.database.db.execute(
        sql`insert into document_inquiries (name, phone, document_types) select 'Inquirer ' || i, '9000000000', '{PUCC,Tax}' from generate_series(1, ${MANY}) i`,
      );
      tables = (await get('/api/export/tables')).json();
    });

    it('lists every table but the secret and derived ones', async () => {
      expect(tables).toEqual([
        'audit_log', 'backup_files', 'branches', 'citizens', 'conversations', 'database_backups', 'deleted_files', 'document_inquiries', 'driving_licences', 'fitnesses', 'import_mappings', 'imports', 'incoming_messages',
        'insurances', 'learner_licences', 'messages', 'permits', 'puccs', 'quick_replies', 'reminder_documents', 'reminder_opt_outs', 'reminder_runs', 'renewal_notes', 'renewals', 'service_requests',
        'speed_governors', 'taxes', 'users', 'vehicles', 'vltds',
      ]);
    });

    it('gives each table its rows and size, the rows just inserted counted at once', async () => {
      const sizesOf = async () => (await get('/api/export/tables/sizes')).json() as { name: string; rows: number | null; bytes: number }[];
      const before = await sizesOf();
      expect(before.map((size) => size.name)).toEqual(tables);
      for (const { name, rows, bytes } of before) {
        const [{ count }] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
        expect(rows, name).toBe(count);
        expect(bytes, name).toBeGreaterThanOrEqual(8192);
      }
      expect(before.find((size) => size.name === 'document_inquiries')!.rows).toBeGreaterThanOrEqual(MANY);
      await t.database.db.insert(citizens).values([1, 2, 3].map((i) => ({ name: `Counted ${i}`, mobile: `981234567${i}`, createdBy: world.admin.id })));
      const citizensNow = (await sizesOf()).find((size) => size.name === 'citizens')!;
      expect(citizensNow.rows).toBe(before.find((size) => size.name === 'citizens')!.rows! + 3);
    });

    it('answers a CSV per table: BOM, a header of the stored columns, no secret column or value', async () => {
      const [{ password_hash: passwordHash }] = await queryRows<{ password_hash: string }>(t.database.db, sql`select ${users.passwordHash} from ${users} limit 1`);
      const [{ token_hash: tokenHash }] = await queryRows<{ token_hash: string }>(t.database.db, sql`select ${apiTokens.tokenHash} from ${apiTokens} limit 1`);
      for (const table of tables) {
        const response = await get(`/api/export/table/${table}`);
        expect(response.statusCode, table).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${table}.csv"`);
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const { meta, data, errors } = parse(response.body);
        expect(errors).toEqual([]);
        const stored = await queryRows<{ column_name: string }>(
          t.database.db,
          sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
        );
        expect(meta.fields!.sort()).toEqual(stored.map((row) => row.column_name).filter((name) => !SECRET_COLUMN.test(name)).sort());
        expect(meta.fields!.some((field) => SECRET_COLUMN.test(field)), table).toBe(false);
        expect(response.body).not.toContain(passwordHash);
        expect(response.body).not.toContain(tokenHash);
        const [{ rows }] = await queryRows<{ rows: number }>(t.database.db, sql`select count(*)::int as rows from ${sql.identifier(table)}`);
        expect(data, table).toHaveLength(rows);
      }
    });

    it('quotes commas, quotes and line breaks and keeps Hindi text', async () => {
      const { data } = parse((await get('/api/export/table/citizens')).body);
      const row = data.find((citizen) => citizen.id === String(trickyId))!;
      expect(row).toMatchObject({ ...TRICKY, mobile: '9876543210', created_by: String(world.admin.id), branch_id: '', email: '' });
    });

    it("writes dates dd-mm-yyyy and moments in India's time, as every screen does", async () => {
      const [born] = await t.database.db
        .insert(citizens)
        .values({ name: 'Dated', mobile: '9876543211', dob: '1990-04-01', createdAt: new Date('2026-01-31T20:15:00Z') })
        .returning();
      const { data } = parse((await get('/api/export/table/citizens')).body);
      expect(data.find((citizen) => citizen.id === String(born.id))).toMatchObject({ dob: '01-04-1990', created_at: '01-02-2026 01:45:00' });
    });

    it('pages through every row once, in key order', async () => {
      const { data } = parse((await get('/api/export/table/document_inquiries')).body);
      const ids = data.map((row) => Number(row.id));
      expect(ids).toHaveLength(MANY);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(MANY);
      expect(data[0]).toMatchObject({ name: 'Inquirer 1', document_types: '{PUCC,Tax}', status: 'new' });
    });

    it('answers 404 for a table it does not export', async () => {
      for (const name of ['api_tokens', 'password_resets', 'calendar_feeds', 'row_counts', 'current_documents', 'rate_limit_hits', 'unknown_login_attempts', 'nope', 'citizens;drop', 'pg_user']) {
        const response = await get(`/api/export/table/${encodeURIComponent(name)}`);
        expect(response.statusCode, name).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
    });

    it('zips one CSV per table, each the same as its own download', async () => {
      const response = await get('/api/export/all-as-zip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="parivahan-desk-export\.zip"$/);
      const zip = await JSZip.loadAsync(response.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual(tables.map((table) => `${table}.csv`).sort());
      for (const table of tables) {
        const csv = await zip.file(`${table}.csv`)!.async('string');
        expect(csv, table).toBe((await get(`/api/export/table/${table}`)).body);
      }
    });

    it('refuses everyone but an admin: 401 anonymous, 403 managers and users', async () => {
      for (const url of ['/api/export/tables', '/api/export/tables/sizes', '/api/export/table/citizens', '/api/export/all-as-zip', '/api/database-backups/download']) {
        const anonymous = await get(url, null);
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
        for (const role of ROLES.filter((name) => name !== 'admin')) {
          const response = await get(url, world[role]);
          expect(response.statusCode, `${url} ${role}`).toBe(403);
          expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
        }
      }
    });

    if (!pglite) {
      it('changes nothing', async () => {
        await expectUnchanged(t, async () => {
          await get('/api/export/all-as-zip');
          await get('/api/export/table/citizens', world.managerA);
        });
      });
    }
  });
}
