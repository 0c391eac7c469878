import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens } from '../db/schema/index.js';
import { setUpTestApp } from './build.js';
import { csvFile, importFile, numbers } from './routes/imports/fixtures.js';

/** The embedded database (no DATABASE_URL): migrations run and the account journey works end to end. */
describe('PGlite smoke', () => {
  const t = setUpTestApp({ pglite: true });

  it('runs on PGlite: register, login, /me, complete the profile, /me shows it', async () => {
    expect(t.database.kind).toBe('pglite');
    expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'pglite' });

    const registered = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Lalit Dewangan', phone: '9827012345', password: 'secret1', password_confirmation: 'secret1' },
    });
    expect(registered.statusCode).toBe(201);

    const login = await t.request({ method: 'POST', url: '/api/login', payload: { phone: '9827012345', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();

    const me = await t.request({ method: 'GET', url: '/api/me', token });
    expect(me.json()).toMatchObject({ name: 'Lalit Dewangan', role: 'user', citizen_id: null, primary_citizen: null });

    const update = await t.request({
      method: 'PUT',
      url: '/api/me',
      token,
      payload: { name: 'Lalit Dewangan', phone: '9827012345', father_name: 'Ramlal', dob: '1992-07-14', email: 'lalit@example.com', address: 'Durg' },
    });
    expect(update.statusCode).toBe(200);

    const after = (await t.request({ method: 'GET', url: '/api/me', token })).json();
    expect(after.email).toBe('lalit@example.com');
    expect(after.primary_citizen).toMatchObject({ name: 'Lalit Dewangan', mobile: '9827012345', father_name: 'Ramlal', dob: '1992-07-14' });
    expect(after.citizen_id).toBe(after.primary_citizen.id);

    const clash = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Someone Else', phone: '9827012345', password: 'secret1' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ phone: ['The mobile number has already been taken.'] });

    // The session is kept in memory (a change the database does not announce goes unseen) until the database
    // announces one (PGlite's own LISTEN).
    const lapse = (days: number, announced: boolean) =>
      t.database.db.transaction(async (tx) => {
        if (!announced) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(apiTokens).set({ lastUsedAt: new Date(Date.now() - days * 86_400_000) });
      });
    expect(t.app.sessions.isListening).toBe(true);
    await lapse(31, false);
    expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    await lapse(32, true);
    await expect.poll(async () => (await t.request({ method: 'GET', url: '/api/me', token })).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it('imports on PGlite: upload, check, commit in one transaction, progress and counts', async () => {
    const { token } = await t.signIn('admin');
    const rows = Array.from({ length: 3 }, (_, i) => {
      const n = numbers();
      return [`PGlite Person ${i}`, `98270200${10 + i}`, '15-08-1985', n.registration_no, 'Comprehensive', 'NIC', `P${i}`, '01-04-2025', '31-03-2026', n.ll_no];
    });
    const headers = ['name', 'mobile', 'dob', 'registration_no', 'insurance_type', 'company_name', 'policy_number', 'insurance_start_date', 'insurance_end_date', 'll_no'];
    // Below a title row; the first owner's second vehicle on a row of its own; the first row again (a duplicate row).
    const secondVehicle = [...rows[0].slice(0, 3), numbers().registration_no, 'TP', 'NIC', 'P9', '01/04/25', '31/03/26', rows[0][9]];
    const { check, result } = await importFile(t, token, csvFile([['PGlite register'], headers, ...rows, secondVehicle, rows[0]]));
    expect(check).toMatchObject({ rows: 5, valid: 5, errors: [] });
    expect(check.duplicates).toEqual([{ row: 7, kind: 'registration_no', existing_id: null }]);
    expect(result).toMatchObject({ status: 'done', done: 5, total: 5, created: 3, added: 1, skipped: 1 });
    const { rows: [counts] } = await t.database.pglite!.query<{ citizens: number; vehicles: number; insurances: number }>(
      `select (select count(*)::int from citizens where name like 'PGlite Person%') as citizens, (select count(*)::int from vehicles) as vehicles,
        (select count(*)::int from insurances) as insurances`,
    );
    expect(counts).toEqual({ citizens: 3, vehicles: 4, insurances: 4 });

    // The point lookups (prepared statements on a server) answer on PGlite as well, again and again.
    for (let turn = 0; turn < 7; turn++) {
      const [found] = (await t.request({ method: 'GET', url: '/api/citizens?q=9827020010', token })).json().data;
      expect(found).toMatchObject({ name: 'PGlite Person 0', mobile: '9827020010', vehicles_count: 2 });
      expect((await t.request({ method: 'GET', url: `/api/citizens/${found.id}`, token })).json()).toMatchObject({ id: found.id, vehicles_count: 2 });
    }
  });
});
