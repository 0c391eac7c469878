import { parseArgs } from 'node:util';
import type { TargetOptions } from './target.js';
import { Usage } from './usage.js';

/** The options of a bench on a seeded database (`command`: its npm script): size, seed, PGlite, keep, an existing one. */
export function readTargetOptions(command: string, args = process.argv.slice(2)): TargetOptions {
  const usage: Usage = new Usage(`npm run ${command} -- [options]
  --citizens N          citizens to seed (default 1000000)
  --embedded            PGlite in a temporary folder instead of a new PostgreSQL database
  --keep                keep the database and print where it is
  --database-url URL    an existing seeded database: no create, seed or drop
  --seed S              seed of the demo data (default 1)`);
  const { values } = parseArgs({
    args,
    options: {
      citizens: { type: 'string', default: '1000000' },
      embedded: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  usage.helpIf(values.help);
  if (values.embedded && values['database-url']) usage.fail('--embedded and --database-url exclude each other');
  return {
    citizens: usage.positive('citizens', values.citizens),
    embedded: values.embedded,
    keep: values.keep,
    databaseUrl: values['database-url'],
    seed: usage.positive('seed', values.seed),
  };
}
