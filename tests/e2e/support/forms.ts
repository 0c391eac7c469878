import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { fillDate } from './dates';
import { PDF } from './pdf';

export { PDF };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** MUI selects are comboboxes named by their label followed by the chosen value. */
export const selectNamed = (scope: Locator | Page, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${escaped(label)}`) });

/**
 * Opens a select and picks an option by its whole name; '' picks the empty option (the first). A public page's select
 * is the phone's own (a native one): its option is chosen as a person's phone does.
 */
export async function choose(page: Page, select: Locator, option: string) {
  if (await select.evaluate((element) => element.tagName === 'SELECT')) {
    await select.selectOption(option ? { label: option } : { index: 0 });
    return;
  }
  await select.click();
  const listbox = page.getByRole('listbox');
  await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click();
  await expect(listbox).toBeHidden();
}

/**
 * Waits for a toast, then closes it as a person in a hurry does (its × button) and waits for it to leave: it covers
 * a part of the screen (on a phone the title bar). An open dialog hides the rest of the page, the toast included,
 * from the accessibility tree.
 */
export async function toastSaid(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // It may leave on its own (3 s) while being clicked.
  await page.locator('.MuiSnackbar-root .MuiSnackbarContent-action button').click({ timeout: 2000 }).catch(() => undefined);
  await page.mouse.move(0, 0);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
}


/**
 * One input of a form, as a person fills it, and what the API answers for it once saved.
 * - text, amount: typed; select: the option of that name; date: typed dd-mm-yyyy (saved yyyy-mm-dd);
 *   checks: the checkboxes of these names; file: a small PDF (saved as a `file_path`); password: typed, never answered.
 * - `saved`: the stored value when it differs from what was typed (upper-cased numbers, joined classes).
 * - `savedEmpty`: the stored value of the field left empty (null unless the form has a default).
 */
export interface FieldSpec {
  label: string;
  kind: 'text' | 'password' | 'select' | 'date' | 'amount' | 'checks' | 'file';
  source: string;
  value: string | string[];
  saved?: unknown;
  savedEmpty?: unknown;
  required?: boolean;
}

/** A required mobile input as an office writes the number ('+91-98115-60002'), saved as its ten digits. */
export const mobileField = (label: string, source: string, mobile: string): FieldSpec => ({
  label, kind: 'text', source, value: `+91-${mobile.slice(0, 5)}-${mobile.slice(5)}`, saved: mobile, required: true,
});

/** With the optional fields left empty (or emptied), or filled. */
export type Fill = 'optional empty' | 'optional filled';
export const FILLS: readonly Fill[] = ['optional empty', 'optional filled'];

const isoDate = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('-');
/** A label as a whole, with or without the asterisk MUI adds to a required one. */
const wholeLabel = (label: string) => new RegExp(`^${escaped(label)}\\s*\\*?$`);
const storedFile = expect.stringMatching(/\.pdf$/);

/** Sets one field to its value, or empties it. */
async function setField(scope: Locator, field: FieldSpec, empty: boolean) {
  const page = scope.page();
  switch (field.kind) {
    case 'select':
      return choose(page, selectNamed(scope, field.label), empty ? '' : (field.value as string));
    case 'date':
      return fillDate(scope, new RegExp(`^${field.label}`), empty ? '' : (field.value as string));
    case 'checks':
      for (const name of field.value as string[]) await scope.getByRole('checkbox', { name, exact: true }).setChecked(!empty);
      return;
    case 'file':
      if (!empty) await scope.locator('input[type=file]').setInputFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF });
      return;
    case 'password':
      return scope.getByLabel(wholeLabel(field.label)).fill(empty ? '' : (field.value as string));
    default:
      return scope.getByRole(field.kind === 'amount' ? 'spinbutton' : 'textbox', { name: field.label, exact: true }).fill(empty ? '' : (field.value as string));
  }
}

/**
 * Fills a form: the required fields and, when `fill` is 'optional filled', the optional ones. An edit (`edit`) leaves the
 * required fields as the form loaded them and empties the optional ones unless filling them (a stored file stays: the
 * form cannot remove it).
 */
export async function fillForm(scope: Locator, fields: FieldSpec[], fill: Fill, { edit = false } = {}) {
  for (const field of fields) {
    if (field.required ? !edit : fill === 'optional filled') await setField(scope, field, false);
    else if (edit && !field.required && field.kind !== 'file') await setField(scope, field, true);
  }
}

/** What the API should answer for the fields after `fillForm(…, fill, { edit })`. */
export function savedValues(fields: FieldSpec[], fill: Fill, { edit = false } = {}): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field.kind !== 'password').map((field) => {
      if (field.kind === 'file' && edit) return [field.source, storedFile];
      if (!field.required && fill === 'optional empty') return [field.source, field.savedEmpty ?? null];
      if (field.kind === 'file') return [field.source, storedFile];
      if (field.kind === 'date') return [field.source, field.saved ?? isoDate(field.value as string)];
      return [field.source, field.saved ?? field.value];
    }),
  );
}

/**
 * Clicks `submit` and answers the JSON of the write it sends (a POST, PUT or PATCH to a URL matching `url`),
 * failing with the server's answer unless it succeeded. A write whose page then loads another (a registration, the
 * dashboard) keeps no answer to read: `{}`.
 */
export async function submitted(submit: Locator, url: RegExp): Promise<Record<string, unknown>> {
  const isWrite = (response: Response) => response.request().method() !== 'GET' && url.test(new URL(response.url()).pathname);
  const [response] = await Promise.all([submit.page().waitForResponse(isWrite), submit.click()]);
  const body = await response.text().catch(() => '');
  expect(response.status(), `${response.request().method()} ${response.url()} answered ${body}`).toBeLessThan(300);
  return body ? JSON.parse(body) : {};
}
