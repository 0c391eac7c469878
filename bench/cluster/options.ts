import { parseArgs } from 'node:util';
import type { TargetOptions } from '../shared/target.js';
import { Usage } from '../shared/usage.js';

export interface ClusterOptions extends TargetOptions {
  instances: number;
  /** The mixed traffic, with one instance killed halfway. */
  durationMs: number;
  /** Each read-mix run (one instance, then all). */
  readDurationMs: number;
  clients: number;
  /** Each instance's CPU quota, in cores (cgroups); undefined: none. */
  instanceCpu?: number;
}

const usage = new Usage(`npm run bench:cluster -- [options]
  --citizens N          citizens to seed (default 100000)
  --instances I         app instances behind nginx (default 3)
  --duration S          seconds of mixed traffic, one instance killed halfway (default 60)
  --read-duration S     seconds of each read-mix run, on one instance and on all (default 15)
  --clients C           concurrent clients (default 32)
  --instance-cpu F      each instance in a cgroup of its own with F of one core (e.g. 0.1), started before it is
                        placed there; needs root and a cgroup cpu controller (v2 or v1)
  --seed S              seed of the demo data and of the clients' choices (default 1)`);

export function readOptions(args = process.argv.slice(2)): ClusterOptions {
  const { values } = parseArgs({
    args,
    options: {
      citizens: { type: 'string', default: '100000' },
      instances: { type: 'string', default: '3' },
      duration: { type: 'string', default: '60' },
      'read-duration': { type: 'string', default: '15' },
      clients: { type: 'string', default: '32' },
      'instance-cpu': { type: 'string' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  usage.helpIf(values.help);
  const instances = usage.positive('instances', values.instances);
  if (instances < 2) usage.fail('--instances must be at least 2: one is killed halfway');
  return {
    citizens: usage.positive('citizens', values.citizens),
    instances,
    durationMs: usage.positive('duration', values.duration, false) * 1000,
    readDurationMs: usage.positive('read-duration', values['read-duration'], false) * 1000,
    clients: usage.positive('clients', values.clients),
    instanceCpu: values['instance-cpu'] === undefined ? undefined : usage.positive('instance-cpu', values['instance-cpu'], false),
    seed: usage.positive('seed', values.seed),
    embedded: false,
    keep: false,
  };
}
