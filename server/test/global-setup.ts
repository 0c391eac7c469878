import { openDatabase } from '../db/client.js';
import { TEMPLATE_DATABASE, urlFor, withAdminClient } from './databases.js';

/** Migrates one template database; each test file then copies it (CREATE DATABASE … TEMPLATE). */
export async function setup() {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const database = openDatabase({ databaseUrl: urlFor(TEMPLATE_DATABASE), dataDir: 'memory://' });
  await database.migrate();
  await database.close();
}

export async function teardown() {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`));
}
