import type { TargetOptions } from '../shared/target.js';
import { readTargetOptions } from '../shared/target-options.js';

export type ExportOptions = TargetOptions;

export const readOptions = (args = process.argv.slice(2)): ExportOptions => readTargetOptions('bench:export', args);
