import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { dropDatabase, urlFor, withAdminClient } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Migrates one template database per run; each test file then copies it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const template = `pd_template_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${template}`));
  const database = openDatabase({ databaseUrl: urlFor(template), dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(template);
  };
}
