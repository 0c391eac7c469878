import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { dropDatabase, dropDatabasesNamed, urlFor, withAdminClient } from './databases.js';

/**
 * Migrates one template database per run; each test file then copies it (CREATE DATABASE … TEMPLATE) under a name
 * beginning with the run's prefix, and those copies are dropped here at the end.
 */
export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  const template = `pd_template_${run}`;
  const prefix = `pd_test_${run}_`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${template}`));
  const database = openDatabase({ databaseUrl: urlFor(template), dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);
  project.provide('runDatabasePrefix', prefix);
  return async () => {
    await dropDatabasesNamed(prefix);
    await dropDatabase(template);
  };
}
