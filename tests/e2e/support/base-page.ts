import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Base of the page objects: one per screen, named after it (CitizenListPage, ExpiryReportPage…),
 * holding the screen's path and the locators and actions a journey needs, in the product's words:
 *
 *   export class CitizenListPage extends BasePage {
 *     readonly path = '/citizens';
 *     search(text: string) { return this.field('Search').fill(text); }
 *   }
 */
export abstract class BasePage {
  abstract readonly path: string;

  constructor(readonly page: Page) {}

  /** Opens the screen and waits until the app has rendered it. */
  async open(): Promise<this> {
    await this.page.goto(this.path);
    await this.page.waitForLoadState('networkidle');
    return this;
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name });
  }

  /** A text input by its accessible name (MUI shows required labels with ' *', the name has none). */
  field(name: string | RegExp): Locator {
    return this.page.getByRole('textbox', { name, exact: typeof name === 'string' });
  }

  /** A select (MUI renders it as a combobox) by its accessible name. */
  select(name: string | RegExp): Locator {
    return this.page.getByRole('combobox', { name, exact: typeof name === 'string' });
  }

  /** The open dialog (MUI modal), optionally the one with this title. */
  dialog(title?: string | RegExp): Locator {
    const dialogs = this.page.getByRole('dialog');
    return title ? dialogs.filter({ has: this.page.getByRole('heading', { name: title }) }) : dialogs;
  }

  /** Waits for a toast (react-admin notification) with this text. */
  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
  }
}
