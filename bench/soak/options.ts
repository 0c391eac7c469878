import { parseArgs } from 'node:util';
import type { TargetOptions } from '../shared/target.js';
import { Usage } from '../shared/usage.js';

export interface SoakOptions extends TargetOptions {
  durationMs: number;
  /** Requests in flight at once, each client one after another. */
  clients: number;
}

const usage: Usage = new Usage(`npm run bench:soak -- [options]
  --citizens N          citizens to seed (default 100000)
  --duration S          seconds of traffic (default 60)
  --clients C           concurrent clients, spread over the four demo roles (default 32)
  --keep                keep the database and print its URL
  --database-url URL    an existing seeded database: no create, seed or drop (what the soak created is deleted)
  --seed S              seed of the demo data and of the clients' choices (default 1)`);

export function readOptions(args = process.argv.slice(2)): SoakOptions {
  const { values } = parseArgs({
    args,
    options: {
      citizens: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '60' },
      clients: { type: 'string', default: '32' },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  usage.helpIf(values.help);
  return {
    citizens: usage.positive('citizens', values.citizens),
    durationMs: usage.positive('duration', values.duration, false) * 1000,
    clients: usage.positive('clients', values.clients),
    embedded: false,
    keep: values.keep,
    databaseUrl: values['database-url'],
    seed: usage.positive('seed', values.seed),
  };
}
