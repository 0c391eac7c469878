import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nextMobile } from '../build.js';
import { setUpWorld } from '../routes/citizens/fixtures.js';

/**
 * The derived tables' triggers and the renewal sweep read only the rows they must, whatever the tables' size
 * (migrations 0031, 0032, 0034), as the plans of their nested statements show (auto_explain sends them to this
 * session). The triggers read the rows a statement touched by their keys: an array of touched keys left a parameter
 * (PL/pgSQL's generic plan, chosen after five statements when it looks cheaper) is compared with every row of the
 * table, element by element; planned with its value it is read by key or hashed.
 */
describe('derived tables', () => {
  const { t } = setUpWorld();

  async function nestedPlans(statements: (client: pg.Client) => Promise<unknown>): Promise<string[]> {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    await client.connect();
    try {
      await client.query("LOAD 'auto_explain'");
      await client.query('SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on');
      await client.query('BEGIN');
      await client.query('SET LOCAL client_min_messages = log');
      await statements(client);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
    return plans;
  }

  it("plan each statement's vehicle compliance with its own vehicles, never a generic plan over all of them", async () => {
    const plans = await nestedPlans(async (client) => {
      const { rows: [citizen] } = await client.query<{ id: number }>("INSERT INTO citizens (name, mobile) VALUES ('Trigger Plan', $1) RETURNING id", [nextMobile()]);
      await client.query(`INSERT INTO vehicles (citizen_id, registration_no) SELECT $1, 'CG04TP' || lpad(n::text, 4, '0') FROM generate_series(1, 500) n`, [citizen.id]);
      await client.query('ANALYZE vehicles');
      // Ten statements of 50 vehicles' PUCCs each: past the five PL/pgSQL plans for their values.
      for (let batch = 0; batch < 10; batch++) {
        await client.query(
          `INSERT INTO puccs (vehicle_id, pucc_number, valid_from, valid_until)
           SELECT id, 'TP' || id, '2026-01-01', '2026-06-30' FROM vehicles WHERE citizen_id = $1 ORDER BY id OFFSET $2 LIMIT 50`,
          [citizen.id, batch * 50],
        );
      }
    });
    const compliance = plans.filter((plan) => plan.includes('INSERT INTO vehicle_compliance'));
    expect(compliance.length).toBeGreaterThanOrEqual(10);
    expect(compliance.filter((plan) => /ANY \(\$\d+\)/.test(plan))).toEqual([]);
  });

  // Migration 0034: the window holds every current document about to expire, nearly all with their renewal already.
  it('sweep only the documents of the window without a renewal (an anti-join), not each one against the unique index', async () => {
    const plans = await nestedPlans((client) => client.query('SELECT sweep_renewals(india_today() - 30, india_today() + 30)'));
    const sweep = plans.filter((plan) => plan.includes('INSERT INTO renewals'));
    expect(sweep).toHaveLength(1);
    expect(sweep[0]).toMatch(/Anti Join/);
  });
});
