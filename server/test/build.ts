import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { hashPassword } from '../lib/accounts/passwords.js';
import { newSecret } from '../lib/accounts/tokens.js';
import { apiTokens, users } from '../db/schema/index.js';
import type { Role } from '../../common/options.js';
import { afterAll, beforeAll, inject } from 'vitest';
import { runDatabaseName, urlFor, withAdminClient } from './databases.js';
import { responseChecker } from './response-check.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every route the app registered, as its `onRoute` hook saw it (HEAD twins of GET routes included). */
  routes: RouteOptions[];
  /** Creates a user and a bearer token for it. */
  signIn(role: Role, overrides?: Partial<typeof users.$inferInsert>): Promise<{ user: typeof users.$inferSelect; token: string; headers: { authorization: string } }>;
  /** app.inject with a JSON body and an optional token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The test password's hash, made once per worker: scrypt takes 50-200 ms and every signIn stores it. */
let secretHash: Promise<string> | undefined;

let phoneCounter = 0;
/** A fresh valid mobile number for each call in this process. */
export const nextMobile = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(6, '0')}`;

/**
 * Boots the whole app on its own PostgreSQL database, copied from the migrated template (dropped at the run's end).
 * Pass `{ pglite: true }` to run on the embedded database instead, `webRoot` to serve a built app from there
 * (by default none, so a local `dist/` never adds routes),
 * `databaseAddress` to have the app reach its database another way (through a proxy),
 * `databaseOf` to run a second instance on another test app's database (which that app creates and drops),
 * `databaseUrl` to run on a database the caller made and migrated (and drops), `pgliteDir` to run PGlite on a data
 * folder the caller made (a restored one) instead of in memory.
 */
export async function buildTestApp(
  options: {
    pglite?: boolean;
    env?: Record<string, string>;
    webRoot?: string;
    databaseAddress?: (url: string) => string;
    databaseOf?: TestApp;
    databaseUrl?: string;
    pgliteDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-test-'));
  let databaseUrl = options.databaseUrl ?? options.databaseOf?.config.databaseUrl;
  const ownsDatabase = !options.pglite && !databaseUrl;
  if (ownsDatabase) {
    const databaseName = runDatabaseName();
    await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('templateDatabase')}`));
    databaseUrl = urlFor(databaseName);
    if (options.databaseAddress) databaseUrl = options.databaseAddress(databaseUrl);
  }
  // No daily reminder or backup timer unless a test asks for one (it drives runs itself).
  const config: Config = { ...loadConfig({ DATA_DIR: dataDir, REMINDER_TIME: 'off', BACKUP_TIME: 'off', ...options.env }), databaseUrl };
  const database = openDatabase({ databaseUrl, databaseReplicaUrl: config.databaseReplicaUrl, dataDir: options.pglite ? (options.pgliteDir ?? 'memory://') : dataDir });
  if (options.pglite) await database.migrate();
  const routes: RouteOptions[] = [];
  /** Every answer of `request` is held to the served document (test/response-check.ts). */
  let checkResponse: ReturnType<typeof responseChecker> | undefined;
  const app = await buildApp({ config, database, logger: false, webRoot: options.webRoot ?? path.join(dataDir, 'no-web-build'), onRoute: (route) => void routes.push(route) });
  await app.ready();

  return {
    app,
    database,
    config,
    routes,
    async signIn(role, overrides = {}) {
      const [user] = await database.db
        .insert(users)
        .values({
          name: `Test ${role}`,
          phone: nextMobile(),
          role,
          passwordHash: await (secretHash ??= hashPassword('secret123')),
          ...overrides,
        })
        .returning();
      const { token, hash } = newSecret();
      await database.db.insert(apiTokens).values({ userId: user.id, tokenHash: hash });
      return { user, token, headers: { authorization: `Bearer ${token}` } };
    },
    async request({ token, ...inject }) {
      const headers = { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const response = await app.inject({ ...inject, headers });
      const offDocument = (checkResponse ??= responseChecker(app.swagger() as object))(inject, response);
      if (offDocument) throw new Error(`Answer off the OpenAPI document: ${offDocument}`);
      return response;
    },
    async close() {
      await app.close();
      // The database stays until the run's end (see runDatabaseName).
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app for the enclosing file or describe block: booted before its tests, closed after them.
 * The answer stands for that app once its hooks have run (reading it earlier throws).
 */
export function setUpTestApp(options: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('The test app boots in beforeAll: use it inside hooks and tests.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get routes() {
      return current().routes;
    },
    signIn: (...args) => current().signIn(...args),
    request: (options) => current().request(options),
    close: () => current().close(),
  };
}
