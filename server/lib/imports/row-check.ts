import type { SessionUser } from '../http/caller.js';
import type { FormValues } from '../../schemas/fields.js';
import type { Cell } from './cells.js';
import { GROUP_FIELDS, GROUP_RULES } from './row-rules.js';
import { classNeeds } from '../../../common/compliance.js';
import { EXPIRY_DOCUMENT_TYPES, type ExpiryDocumentType } from '../../../common/options.js';

export interface RowError {
  field: string;
  message: string;
}

/** A checked row: each group it fills, by the group's column names (nulls left out), and its branch. */
export interface RowValues {
  [group: string]: FormValues | number | null | undefined;
  branch_id?: number | null;
}

/** The branches by lower-cased name and by id, and who imports (a manager only into their own branch). */
export interface BranchContext {
  byName: ReadonlyMap<string, number>;
  ids: ReadonlySet<number>;
  user: Pick<SessionUser, 'role' | 'branchId'>;
}

const RECORD_GROUPS = ['insurance', 'pucc', 'fitness', 'permit', 'tax'];
const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(EXPIRY_DOCUMENT_TYPES.map((type) => [type.key, type.label]));
const withoutNulls = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

export const MANAGER_OWN_BRANCH = 'A manager imports into their own branch only.';

/** Whether the user may import into the branch: an admin or a manager without a branch any, a branch's manager their own. */
export const mayImportInto = (user: Pick<SessionUser, 'role' | 'branchId'>, branchId: number) =>
  user.role !== 'manager' || user.branchId === null || user.branchId === branchId;

/** The branch a row's `branch` cell names (a name, any case, or an id), or the message refusing it. */
function branchOf(cell: Cell | undefined, context: BranchContext): { id?: number | null; error?: string } {
  if (cell === undefined) return {};
  const text = String(cell).trim();
  const id = context.byName.get(text.toLowerCase()) ?? (/^\d+$/.test(text) && context.ids.has(Number(text)) ? Number(text) : undefined);
  if (id === undefined) return { error: 'The selected branch is invalid.' };
  if (!mayImportInto(context.user, id)) return { error: MANAGER_OWN_BRANCH };
  return { id };
}

/**
 * The records a row gives a vehicle whose class does not need them (common/compliance.ts: an E-Rikshaw's PUCC, an
 * agriculture trailer's permit), one error on the record's first column each.
 */
function unneededRecords(values: RowValues): RowError[] {
  const type = (values.vehicle as FormValues | undefined)?.type;
  if (typeof type !== 'string') return [];
  return RECORD_GROUPS.filter((group) => values[group] && !classNeeds(type, group as ExpiryDocumentType)).map((group) => ({
    field: GROUP_FIELDS.get(group)!.values().next().value!,
    message: `A vehicle of type ${type} needs no ${DOCUMENT_LABELS[group]}; leave its columns empty.`,
  }));
}

/**
 * Checks one row (its cells by import field) with the forms' rules, group by group: the citizen always, a licence,
 * the vehicle and each record when the row fills any of its fields (a record needs the vehicle's registration number).
 * Answers the values as they would be stored and every broken rule, named by the import's field.
 */
export function checkRow(cells: Record<string, Cell>, context: BranchContext): { values: RowValues; errors: RowError[] } {
  const values: RowValues = {};
  const errors: RowError[] = [];
  for (const rules of GROUP_RULES) {
    const fields = GROUP_FIELDS.get(rules.group)!;
    const body: FormValues = {};
    for (const [formField, importName] of fields) if (cells[importName] !== undefined) body[formField] = cells[importName];
    if (rules.group !== 'citizen' && Object.keys(body).length === 0) continue;
    const found = rules.validate(body);
    const checked = rules.check(body, found);
    values[rules.group] = withoutNulls(checked);
    for (const [field, messages] of Object.entries(found)) {
      for (const message of messages) errors.push({ field: fields.get(field) ?? field, message });
    }
  }
  if (!values.vehicle && RECORD_GROUPS.some((group) => values[group])) {
    errors.push({ field: 'registration_no', message: 'The registration no field is required.' });
  }
  errors.push(...unneededRecords(values));
  const branch = branchOf(cells.branch, context);
  if (branch.error) errors.push({ field: 'branch', message: branch.error });
  if (branch.id !== undefined) values.branch_id = branch.id;
  return { values, errors };
}

/** A checked row as the preview shows it: one object by import field name. */
export function previewRow(values: RowValues, cells: Record<string, Cell>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [group, fields] of GROUP_FIELDS) {
    const groupValues = values[group] as FormValues | undefined;
    for (const [formField, importName] of fields) if (groupValues?.[formField] !== undefined) shown[importName] = groupValues[formField];
  }
  if (cells.branch !== undefined) shown.branch = cells.branch;
  return shown;
}
