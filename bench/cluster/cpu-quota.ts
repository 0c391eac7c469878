import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Cleanup } from '../shared/cleanup.js';

/**
 * `--instance-cpu F` (issue 24 §3): each instance in a cgroup of its own with F of one core, so that the instances and
 * not the machine are what a scaled-out run is short of, as on separate hosts. cgroup v2 (`cpu.max`) where the machine
 * mounts it with the cpu controller, else v1 (`cpu.cfs_quota_us`). Needs root.
 */

const PERIOD_US = 100_000;
const V2_ROOT = '/sys/fs/cgroup';
const V1_ROOT = '/sys/fs/cgroup/cpu';

/** An instance's CPU so far: seconds used (its process, from /proc), CFS periods and those it was throttled in. */
export interface CpuUse {
  seconds: number;
  periods: number;
  throttled: number;
}

export interface CpuQuota {
  /** How the quota is set, for the report: 'cgroup v1 cpu.cfs_quota_us 10000 of 100000 µs'. */
  description: string;
  /** Moves the process into a new cgroup of its own, with the quota. */
  place(pid: number): void;
  /** The CPU use of each placed process so far, in placing order. */
  read(): CpuUse[];
}

function cgroupVersion(): 'v1' | 'v2' {
  const controllers = path.join(V2_ROOT, 'cgroup.controllers');
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) return 'v2';
  if (existsSync(path.join(V1_ROOT, 'cpu.cfs_quota_us'))) return 'v1';
  throw new Error('--instance-cpu needs a cgroup cpu controller (v2 cpu.max or v1 cpu.cfs_quota_us); this machine has neither');
}

/** `key value` lines of a cgroup's cpu.stat. */
const statOf = (dir: string) =>
  Object.fromEntries(readFileSync(path.join(dir, 'cpu.stat'), 'utf8').trim().split('\n').map((line) => line.split(' ')).map(([key, value]) => [key, Number(value)]));

/** The process's user and system time (clock ticks of 1/100 s, as Linux reports them in /proc). */
function processSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function cpuQuota(fraction: number, cleanup: Cleanup): CpuQuota {
  const version = cgroupVersion();
  const root = version === 'v2' ? V2_ROOT : V1_ROOT;
  const quotaUs = Math.round(fraction * PERIOD_US);
  const placed: { pid: number; dir: string; last: CpuUse }[] = [];
  const name = `pd-bench-${process.pid}`;
  return {
    description: version === 'v2' ? `cgroup v2 cpu.max ${quotaUs} ${PERIOD_US}` : `cgroup v1 cpu.cfs_quota_us ${quotaUs} of ${PERIOD_US} µs`,
    place(pid) {
      const dir = path.join(root, `${name}-${placed.length + 1}`);
      mkdirSync(dir);
      if (version === 'v2') writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
      else {
        writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
      }
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
      placed.push({ pid, dir, last: { seconds: 0, periods: 0, throttled: 0 } });
      // A process still running goes back to the root first: a cgroup with a process in it cannot be removed.
      cleanup.add(() => {
        if (existsSync(`/proc/${pid}`)) writeFileSync(path.join(root, 'cgroup.procs'), String(pid));
        rmdirSync(dir);
      });
    },
    read() {
      return placed.map((entry) => {
        const stat = statOf(entry.dir);
        // A killed instance keeps the figures it had last.
        if (existsSync(`/proc/${entry.pid}`)) entry.last = { seconds: processSeconds(entry.pid), periods: stat.nr_periods, throttled: stat.nr_throttled };
        return entry.last;
      });
    },
  };
}

/** What each instance used between two readings: cores on average over `elapsedMs`, and the share of periods throttled. */
export function cpuUseBetween(before: CpuUse[], after: CpuUse[], elapsedMs: number) {
  return after.map((use, index) => {
    const periods = use.periods - before[index].periods;
    return {
      cores: (use.seconds - before[index].seconds) / (elapsedMs / 1000),
      throttledShare: periods ? (use.throttled - before[index].throttled) / periods : 0,
    };
  });
}
