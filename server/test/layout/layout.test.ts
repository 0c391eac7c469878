/**
 * The rooms of server/lib (server/README.md): the arrows run one way, routes → domains → plumbing
 * (http, storage, i18n), db and common. A new cycle or a wrong-way import fails here with the file that makes it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, LIB, libArrows } from './folder-graph.js';

const PLUMBING = ['http', 'storage', 'i18n'];
const OUTSIDE_LIB = ['routes', 'plugins', 'app.ts', 'server.ts'];
const arrows = libArrows();
const described = (list: typeof arrows) => list.map(({ file, imports }) => `${file} → ${imports}`);

describe('server/lib layout', () => {
  it('keeps every file in a room: no file at the top of lib/', () => {
    expect(readdirSync(LIB).filter((entry) => !statSync(path.join(LIB, entry)).isDirectory())).toEqual([]);
  });

  it('has no cycle between its folders', () => {
    expect(cycles(arrows)).toEqual([]);
  });

  it('imports nothing from the routes, the plugins or the app', () => {
    expect(described(arrows.filter(({ to }) => OUTSIDE_LIB.includes(to)))).toEqual([]);
  });

  it('keeps the plumbing free of the domains', () => {
    const domains = readdirSync(LIB).filter((entry) => !PLUMBING.includes(entry));
    expect(described(arrows.filter(({ from, to }) => PLUMBING.includes(from) && domains.includes(to)))).toEqual([]);
  });

  it('keeps the citizens room below the desk, messaging, reports and search', () => {
    const above = ['desk', 'messaging', 'reports', 'search'];
    expect(described(arrows.filter(({ from, to }) => from === 'citizens' && above.includes(to)))).toEqual([]);
  });
});
