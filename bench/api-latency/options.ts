import { parseArgs } from 'node:util';
import type { TargetOptions } from '../shared/target.js';
import { Usage } from '../shared/usage.js';

export interface BenchOptions extends TargetOptions {
  concurrency: number[];
  /** Measured time per case and concurrency, in ms (each case is warmed up for a quarter of it first). */
  durationMs: number;
  /** Only the cases whose "case (role)" this matches. */
  filter?: RegExp;
  /** Write EXPLAIN (ANALYZE, BUFFERS) of every statement each case runs to bench/out/. */
  explain: boolean;
}

const usage: Usage = new Usage(`npm run bench:api -- [options]
  --citizens N          citizens to seed (default 1000000; 100000 with --embedded)
  --concurrency 1,8     concurrent requests per case (default 1,8)
  --duration S          seconds measured per case and concurrency, after a warm-up of a quarter of it (default 0.6)
  --embedded            the embedded PGlite database in a temporary folder instead of a PostgreSQL server
  --keep                keep the database (or the PGlite folder) and print where it is
  --database-url URL    measure an existing seeded database: no create, seed or drop
  --filter REGEX        only the cases whose "case (role)" matches, case-insensitive (e.g. 'q=', '^me ', '\\(user\\)')
  --seed S              seed of the demo data (default 1)
  --explain             also write EXPLAIN (ANALYZE, BUFFERS) of every statement of every case to bench/out/`);

function filterOf(source: string): RegExp {
  try {
    return new RegExp(source, 'i');
  } catch {
    usage.fail(`--filter must be a regular expression, got '${source}'`);
  }
}

export function readOptions(args = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      citizens: { type: 'string' },
      concurrency: { type: 'string', default: '1,8' },
      duration: { type: 'string', default: '0.6' },
      embedded: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      filter: { type: 'string' },
      seed: { type: 'string', default: '1' },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  usage.helpIf(values.help);
  if (values.embedded && values['database-url']) usage.fail('--embedded and --database-url exclude each other');
  return {
    citizens: usage.positive('citizens', values.citizens ?? (values.embedded ? '100000' : '1000000')),
    concurrency: values.concurrency.split(',').map((level) => usage.positive('concurrency', level.trim())),
    durationMs: usage.positive('duration', values.duration, false) * 1000,
    embedded: values.embedded,
    keep: values.keep,
    databaseUrl: values['database-url'],
    filter: values.filter === undefined ? undefined : filterOf(values.filter),
    seed: usage.positive('seed', values.seed),
    explain: values.explain,
  };
}
