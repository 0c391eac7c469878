import type { Locator, Page } from '@playwright/test';

/** A date picker (MUI X) by its label: a group of day, month and year sections. */
export const dateField = (scope: Page | Locator, label: string | RegExp) => scope.getByRole('group', { name: label });

/** The value a date picker holds, as it shows it (dd-mm-yyyy): its hidden input. */
export const dateValue = (scope: Page | Locator, label: string | RegExp) => dateField(scope, label).locator('input');

/** Types a date into a date picker as a user does: `dd-mm-yyyy`, digits only, over what it held. */
export async function fillDate(scope: Page | Locator, label: string | RegExp, ddmmyyyy: string): Promise<void> {
  const field = dateField(scope, label);
  const keyboard = field.page().keyboard;
  await field.getByRole('spinbutton').first().click();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}
