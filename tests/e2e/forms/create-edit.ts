import { expect, type Locator } from '@playwright/test';
import { fillForm, savedValues, submitted, type FieldSpec, type Fill } from '../support/forms';

/** An open form: where its inputs are, its submit button and the API path its write goes to. */
export interface OpenForm {
  scope: Locator;
  submit: Locator;
  url: RegExp;
}

interface SaveForm {
  fields: FieldSpec[];
  /** The saved row as the API answers it now. */
  read(id: number): Promise<Record<string, unknown>>;
  /** Stored values the fields do not show (defaults, the owner). */
  alsoSaved?: Record<string, unknown>;
}

/**
 * Fills an open form (`edit`: the required fields stay as loaded, the optional ones are filled or emptied), submits
 * it and checks the row the API answers then. Answers the id of the row written (the write's answer, else `id`).
 */
export async function saveForm(open: OpenForm, form: SaveForm, fill: Fill, { edit = false, id }: { edit?: boolean; id?: number } = {}) {
  await fillForm(open.scope, form.fields, fill, { edit });
  const answer = (await submitted(open.submit, open.url)) as { id?: number };
  const savedId = answer.id ?? id!;
  expect(await form.read(savedId), edit ? 'the edited row' : 'the saved row').toMatchObject({
    ...savedValues(form.fields, fill, { edit }),
    ...form.alsoSaved,
  });
  return savedId;
}

interface CreateEdit extends SaveForm {
  create(): Promise<OpenForm>;
  edit(id: number): Promise<OpenForm>;
}

export const otherFill = (fill: Fill): Fill => (fill === 'optional empty' ? 'optional filled' : 'optional empty');

/**
 * Creates a row through its form with the run's fill and checks what was stored; then edits it to the other fill
 * (filling the empty fields, or emptying the filled ones) and checks again. Answers the row's id.
 */
export async function createThenEdit(fill: Fill, form: CreateEdit): Promise<number> {
  const id = await saveForm(await form.create(), form, fill);
  return saveForm(await form.edit(id), form, otherFill(fill), { edit: true, id });
}
