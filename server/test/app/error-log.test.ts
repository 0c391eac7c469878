import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema/index.js';
import { setUpTestApp } from '../build.js';
import { captureLog } from '../log-capture.js';

const HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ=$LEAKED-HASH';

describe('the log of a failed query', () => {
  const t = setUpTestApp();

  it('names the query and the database error, never the query parameters or the values PostgreSQL quotes', async () => {
    const { stream, lines, entries } = captureLog();
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream } });
    // A NUL byte PostgreSQL refuses, in an insert that carries a password hash; a value it quotes back.
    app.post('/api/probe/insert', async () =>
      app.db.insert(users).values({ name: 'Nul\u0000Name', phone: '9000012345', passwordHash: HASH }));
    app.get('/api/probe/cast', async () => app.db.execute(sql`select ${'LEAKED-VALUE'}::int`));
    await app.ready();
    const insert = await app.inject({ method: 'POST', url: '/api/probe/insert' });
    const cast = await app.inject({ method: 'GET', url: '/api/probe/cast' });
    await app.close();

    expect([insert.statusCode, cast.statusCode]).toEqual([500, 500]);
    expect(insert.json()).toEqual({ message: 'Server error.' });
    const failures = entries().filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures[0].err).toMatchObject({ type: 'QueryFailure', code: '22021', message: 'invalid byte sequence for encoding "…": 0x00' });
    expect(failures[0].err.query).toMatch(/^insert into "users" .* values \(default, \$1, default, \$2, \$3,/);
    expect(failures[0].err.stack).toMatch(/^QueryFailure: invalid byte sequence.*\n {4}at /);
    expect(failures[1].err).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "…"', query: 'select $1::int' });
    const log = lines.join('');
    for (const secret of ['LEAKED-HASH', 'scrypt$', '9000012345', 'Nul', 'LEAKED-VALUE', 'params']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
