import { expect, type Locator } from '@playwright/test';
import { BasePage } from '../support/base-page';
import { fillDate } from '../support/dates';

/** The app bar: navigation (buttons on a desk, a drawer on a phone), language and user menu. */
export class AppBar extends BasePage {
  readonly path = '/';

  /** Opens the user menu and answers it. */
  async openUserMenu(): Promise<Locator> {
    await this.button('Account menu').click();
    return this.page.getByRole('menu');
  }

  async logout(): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** The navigation links shown to the current visitor, opening the drawer when the bar has one (narrow screens, long bars). */
  async navigationLinks(): Promise<string[]> {
    await expect(this.page.getByRole('banner').getByRole('link', { name: 'Parivahan Desk' })).toBeVisible();
    // The links follow the caller's permissions: on a loaded machine the bar was read before they had come.
    await this.page.waitForLoadState('networkidle');
    if (await this.button('Open navigation').isVisible()) {
      await this.button('Open navigation').click();
      const drawer = this.page.getByRole('navigation', { name: 'Open navigation' });
      await expect(drawer).toBeVisible();
      return drawer.getByRole('link').allTextContents();
    }
    return this.page.getByRole('banner').getByRole('navigation').getByRole('link').allTextContents();
  }

  async chooseLanguage(name: string): Promise<void> {
    await this.button('Language').click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}

export class HomePage extends BasePage {
  readonly path = '/';

  tile(service: string): Locator {
    return this.link(service);
  }
}

export class AskForServicePage extends BasePage {
  readonly path = '/ask-for-service';

  service(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label });
  }
}

export class LoginPage extends BasePage {
  readonly path = '/login';

  async signIn(identifier: string, password: string): Promise<void> {
    await this.field('Mobile number or email').fill(identifier);
    await this.field('Password').fill(password);
    await this.button('Login').click();
  }
}

export class RegisterPage extends BasePage {
  readonly path = '/register';

  async register(values: { name: string; phone: string; password: string }): Promise<void> {
    await this.field('Name').fill(values.name);
    await this.field('Mobile number').fill(values.phone);
    await this.field('Password').fill(values.password);
    await this.field('Confirm password').fill(values.password);
    await this.button('Register').click();
  }
}

export class DashboardPage extends BasePage {
  readonly path = '/dashboard';

  /** The count shown on the card with this label. */
  async count(label: string): Promise<number> {
    const card = this.card(label);
    await expect(card.getByText(/^\d+$/)).toBeVisible();
    return Number(await card.getByText(/^\d+$/).textContent());
  }

  /** The card with this label (a link when it opens a page). */
  card(label: string): Locator {
    return this.page.locator('.MuiCard-root').filter({ hasText: label });
  }

  profileDialog(): Locator {
    return this.dialog('Complete Your Profile');
  }

  async completeProfile(values: { dob: string; fatherName: string; address: string }): Promise<void> {
    const dialog = this.profileDialog();
    await fillDate(dialog, /^Date of birth/, values.dob);
    await dialog.getByRole('textbox', { name: "Father's name" }).fill(values.fatherName);
    await dialog.getByRole('textbox', { name: 'Address' }).fill(values.address);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
}
