/** The arrows between the folders of server/lib: which folder's files import which other folder's files. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const LIB = path.resolve(import.meta.dirname, '../../lib');
const SERVER = path.dirname(LIB);

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.\.?\/[^'"]+)['"]/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [full] : [];
  });

/** Where a file of server/ sits: its folder under lib/ ('citizens', 'http'…), or 'routes', 'plugins', 'db'… outside it. */
export const roomOf = (file: string): string => {
  const inLib = path.relative(LIB, file);
  if (!inLib.startsWith('..')) return inLib.includes(path.sep) ? inLib.split(path.sep)[0] : '(lib top level)';
  return path.relative(SERVER, file).split(path.sep)[0];
};

export interface Arrow {
  from: string;
  to: string;
  file: string;
  imports: string;
}

/** Every import from a file of server/lib to a file elsewhere in server/ (another lib folder, routes, plugins…). */
export const libArrows = (): Arrow[] =>
  sourceFiles(LIB).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => {
      const target = path.resolve(path.dirname(file), spec);
      if (path.relative(SERVER, target).startsWith('..')) return [];
      const from = roomOf(file);
      const to = roomOf(target);
      return from === to ? [] : [{ from, to, file: path.relative(SERVER, file), imports: path.relative(SERVER, target) }];
    }),
  );

/** The cycles among the rooms, each once ('accounts → messaging → accounts'), by depth-first search over the arrows. */
export const cycles = (arrows: Arrow[]): string[] => {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of arrows) next.set(from, (next.get(from) ?? new Set()).add(to));
  const found = new Set<string>();
  const visit = (room: string, trail: string[]) => {
    for (const to of next.get(room) ?? []) {
      const at = trail.indexOf(to);
      if (at < 0) visit(to, [...trail, to]);
      else {
        const loop = trail.slice(at);
        const start = loop.indexOf([...loop].sort()[0]);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...turned, turned[0]].join(' → '));
      }
    }
  };
  for (const room of next.keys()) visit(room, [room]);
  return [...found].sort();
};
