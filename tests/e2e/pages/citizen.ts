import { expect, type Locator, type Page } from '@playwright/test';
import { BasePage } from '../support/base-page';
import { dateValue, fillDate } from '../support/dates';
import { choose, PDF, selectNamed, toastSaid } from '../support/forms';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast as doc1 §8 quotes it ('LL record added'), the record's number or name on its second line. */
export const quotedToast = (text: string, record: string) => new RegExp(`^${escape(text)}\\s*${escape(record)}$`);

/** Confirms a delete in its confirmation and waits for the toast. */
async function confirmDelete(page: Page, row: Locator, toast: RegExp) {
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await toastSaid(page, toast);
  await expect(row).toHaveCount(0);
}

/** A citizen's page (/citizens/{id}): its tabs, licences, vehicles and the vehicles' record dialogs. */
export class CitizenPage extends BasePage {
  constructor(
    page: Page,
    readonly id: number,
  ) {
    super(page);
  }

  get path() {
    return `/citizens/${this.id}`;
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name }).click();
  }

  /** A table row, or on a phone a vehicle card, holding this text. */
  row(text: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: text });
  }

  async expectCounts(ll: number, dl: number, vehicles: number) {
    for (const text of [`LL: ${ll}`, `DL: ${dl}`, `Vehicles: ${vehicles}`]) await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  /** Adds an LL or DL; checks the expiry the dialog fills from the issue date. */
  async addLicence(kind: 'LL' | 'DL', number: string, issue: string, expectedExpiry: string, withDocument: boolean) {
    await this.button(`Add ${kind}`).click();
    const dialog = this.dialog(kind === 'LL' ? 'Add Learner License' : 'Add Driving License');
    await dialog.getByRole('textbox', { name: `${kind} No.` }).fill(number);
    await dialog.getByRole('textbox', { name: 'Application No.', exact: true }).fill(`app${number.slice(-4)}`);
    await fillDate(dialog, 'Issue Date', issue);
    await expect(dateValue(dialog, 'Expiry Date')).toHaveValue(expectedExpiry);
    await dialog.getByRole('checkbox', { name: 'LMV (Light motor vehicle)' }).check();
    await dialog.getByRole('checkbox', { name: 'MCWG (Motorcycle with gear)' }).check();
    await choose(this.page, selectNamed(dialog, 'Office'), 'CG-04 Raipur');
    if (withDocument) await dialog.locator('input[type=file]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaid(this.page, quotedToast(`${kind} record added`, number.toUpperCase()));
    await expect(this.row(number.toUpperCase())).toContainText('MCWG, LMV');
  }

  async addVehicle(registration: string) {
    await this.button('Add Vehicle').click();
    const dialog = this.dialog('Add Vehicle');
    await dialog.getByRole('textbox', { name: 'Registration No.', exact: true }).fill(registration);
    await choose(this.page, selectNamed(dialog, 'Type'), 'LMV');
    await dialog.getByRole('textbox', { name: 'Make / Model', exact: true }).fill('Maruti Swift');
    await dialog.getByRole('textbox', { name: 'Chassis No.', exact: true }).fill(`ma3${registration.slice(-4)}`);
    await dialog.getByRole('textbox', { name: 'Engine No.', exact: true }).fill(`k12${registration.slice(-4)}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaid(this.page, quotedToast('Vehicle added', registration));
    await expect(this.row(registration)).toContainText('MA3');
  }

  /** Deletes the LL, DL or vehicle of the row holding `text`: 'Learner License deleted.' or 'Record deleted.' and the number. */
  async remove(text: string, toast: string) {
    await confirmDelete(this.page, this.row(text), quotedToast(toast, text));
  }

  /** Opens a vehicle's record dialog by its button. */
  async openRecords(registration: string, button: string, title: string) {
    await this.row(registration).getByRole('button', { name: button, exact: true }).click();
    const dialog = this.dialog(`${title} – ${registration}`);
    // The dialog's code comes when it first opens: its form is drawn before fill() looks for which fields are selects.
    await dialog.waitFor();
    return new RecordDialog(this.page, dialog);
  }
}

/** A vehicle's record dialog: its rows and its add/edit form. */
export class RecordDialog {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  get form() {
    return this.root.getByRole('region', { name: /record$/ });
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const select = selectNamed(this.form, label);
      if (await select.count()) await choose(this.page, select, value);
      else if (/Date|From|Until|Upto/.test(label)) await fillDate(this.form, new RegExp(`^${label}`), value);
      else await this.form.getByRole(label === 'Amount' ? 'spinbutton' : 'textbox', { name: label, exact: true }).fill(value);
    }
  }

  async add(values: Record<string, string>, toast: string | RegExp, document?: string) {
    await this.fill(values);
    if (document) await this.form.locator('input[type=file]').setInputFiles({ name: document, mimeType: 'application/pdf', buffer: PDF });
    await this.form.getByRole('button', { name: 'Add' }).click();
    await toastSaid(this.page, toast);
  }

  row(text: string) {
    return this.root.getByRole('row').or(this.root.getByRole('article')).filter({ hasText: text });
  }

  /** Deletes the record of the row holding `text`: 'Record deleted.' and the record's number (or dates). */
  async remove(text: string, record = text) {
    await confirmDelete(this.page, this.row(text), quotedToast('Record deleted.', record));
  }

  async close() {
    await this.root.getByRole('button', { name: 'Close' }).click();
    await expect(this.root).toBeHidden();
  }
}
