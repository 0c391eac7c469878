import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COLUMN_CASING } from '../../../db/client.js';
import { insurances } from '../../../db/schema/index.js';
import { literal, rowObject, writtenOnce } from '../../../lib/citizens/row-json.js';

const dialect = new PgDialect({ casing: COLUMN_CASING });

describe('writtenOnce', () => {
  it('writes a fragment as the statement would, once', () => {
    const fragment = sql`${insurances.policyNumber} is not null and ${insurances.vehicleId} > 0`;
    const written = dialect.sqlToQuery(sql`select ${writtenOnce(fragment)}`).sql;
    expect(written).toContain('"insurances"."policy_number" is not null');
    expect(written).toBe(dialect.sqlToQuery(sql`select ${fragment}`).sql);
  });

  it('keeps a literal of our own in the text, its quotes doubled', () => {
    expect(dialect.sqlToQuery(writtenOnce(sql`${literal("Speed Gov.")} || ${literal("it's")}`)).sql).toBe("'Speed Gov.' || 'it''s'");
  });

  it('refuses a fragment holding a parameter, which would be lost', () => {
    expect(() => writtenOnce(eq(insurances.vehicleId, 7))).toThrow(/holds parameters/);
  });

  it('keeps each table\'s row object', () => {
    expect(rowObject(insurances)).toBe(rowObject(insurances));
    expect(dialect.sqlToQuery(rowObject(insurances)).sql).toMatch(/^json_build_object\('id', "insurances"\."id", .*'created_at', to_char\("insurances"\."created_at" at time zone 'UTC'/);
  });
});
