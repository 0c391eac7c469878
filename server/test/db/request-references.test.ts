import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

/** The migrations folder as it stood before `tag`: its journal cut just before that entry. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Migration 0026_request_references on a database that already holds requests and inquiries (embedded PGlite). */
describe('migration 0026_request_references', () => {
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = drizzle(pglite);
  const before = migrationsBefore('0026_request_references');
  afterAll(async () => {
    await pglite.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('numbers the rows already there per kind and India year in the order they came, and new rows after them', async () => {
    await migrate(db, { migrationsFolder: before });
    // 2025-12-31T19:00Z is 1 January 2026 in India.
    await pglite.exec(`
      INSERT INTO service_requests (category, contact_name, contact_phone, query, created_at) VALUES
        ('other', 'Third', '9876500003', 'q', '2025-12-31T19:00:00Z'),
        ('other', 'First', '9876500001', 'q', '2025-03-01T10:00:00Z'),
        ('other', 'Second', '9876500002', 'q', '2025-06-01T10:00:00Z');
      INSERT INTO document_inquiries (name, phone, document_types, created_at) VALUES ('Only', '9876500004', '{Tax}', '2025-05-05T10:00:00Z');`);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const { rows } = await pglite.query<{ contact_name: string; reference: string }>('SELECT contact_name, reference FROM service_requests ORDER BY id');
    expect(rows).toEqual([
      { contact_name: 'Third', reference: 'SR-2026-000001' },
      { contact_name: 'First', reference: 'SR-2025-000001' },
      { contact_name: 'Second', reference: 'SR-2025-000002' },
    ]);
    expect((await pglite.query('SELECT reference FROM document_inquiries')).rows).toEqual([{ reference: 'DI-2025-000001' }]);

    const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
    const counted = await pglite.query<{ last: number }>(`SELECT last FROM request_references WHERE kind = 'SR' AND year = ${year}`);
    const next = (counted.rows[0]?.last ?? 0) + 1;
    const added = await pglite.query<{ reference: string }>(
      "INSERT INTO service_requests (category, contact_name, contact_phone, query) VALUES ('other', 'New', '9876500005', 'q') RETURNING reference",
    );
    expect(added.rows[0].reference).toBe(`SR-${year}-${String(next).padStart(6, '0')}`);
  });
});
