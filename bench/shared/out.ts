import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const outFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out');

/** Writes `text` to bench/out/<name>-<yyyymmdd-hhmmss of `date`, UTC>.<extension>; answers the file's path. */
export function writeOut(name: string, date: Date, extension: 'json' | 'txt', text: string): string {
  mkdirSync(outFolder, { recursive: true });
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = path.join(outFolder, `${name}-${stamp}.${extension}`);
  writeFileSync(file, text);
  return file;
}
