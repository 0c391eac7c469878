import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { apiTokens } from '../../server/db/schema/index.js';
import { newSecret } from '../../server/lib/tokens.js';
const config = { ...loadConfig({ DATA_DIR: '/tmp/prof/data', LOG_LEVEL: process.env.LL ?? 'info' }), databaseUrl: 'postgres://postgres@127.0.0.1:5432/pd_scale' };
const database = openDatabase(config);
const app = await buildApp({ config, database, logger: process.env.LL === 'silent' ? false : { level: 'info', stream: { write() {} } } as never });
const { token, hash } = newSecret();
await database.db.insert(apiTokens).values({ userId: 1, tokenHash: hash });
const url = process.argv[2];
const n = Number(process.argv[3] ?? 50);
for (let i = 0; i < 5; i++) await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const t0 = performance.now();
for (let i = 0; i < n; i++) { const r = await app.inject({ url, headers: { authorization: `Bearer ${token}` } }); if (r.statusCode !== 200) throw new Error(r.body); }
console.log(url, ((performance.now() - t0) / n).toFixed(2), 'ms/request');
await app.close(); await database.close();
