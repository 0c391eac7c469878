/**
 * Searches (doc2 §2): a manager finds a vehicle of their branch by a fragment of its number and opens its citizen,
 * then jumps to a citizen through the global search box in the top bar.
 */
import type { APIRequestContext } from '@playwright/test';
import { BasePage, DEMO, expect, test, uniqueMobile } from './support/fixtures';

class VehicleSearchPage extends BasePage {
  readonly path = '/search/vehicle';

  async search(number: string) {
    await this.field('Vehicle Number').fill(number);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  }
}

/** A citizen of the caller's branch with one vehicle, made through the API as the caller. */
async function citizenWithVehicle(api: APIRequestContext, token: string, name: string, registration: string) {
  const headers = { authorization: `Bearer ${token}` };
  const citizen = await api.post('/api/citizens', { headers, data: { name, mobile: uniqueMobile() } });
  expect(citizen.status()).toBe(201);
  const { id } = await citizen.json();
  const vehicle = await api.post(`/api/citizens/${id}/vehicles`, { headers, data: { registration_no: registration, make_model: 'Tata Nexon' } });
  expect(vehicle.status()).toBe(201);
  return id as number;
}

test('a manager finds a vehicle by a fragment, opens its citizen, and jumps to a citizen by global search @phone', async ({ page, api, signIn, snap }) => {
  const token = await signIn(DEMO.manager);
  const serial = String(Date.now()).slice(-4);
  const name = `Yashoda Zanjre ${serial}`;
  const citizenId = await citizenWithVehicle(api, token, name, `CG04QZ${serial}`);

  const search = await new VehicleSearchPage(page).open();
  await search.search(`qz-${serial}`);
  await expect(page.getByText('Found 1 result(s).')).toBeVisible();
  const row = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: `CG04QZ${serial}` });
  await expect(row).toContainText('Tata Nexon');
  await snap('desk-searches-vehicle');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/citizens/${citizenId}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/dashboard');
  // A plain box until first focused; the search takes it over then.
  await page.getByRole('textbox', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(`zanjre ${serial}`);
  const hit = page.getByRole('option', { name: new RegExp(name) });
  await expect(hit).toContainText('Citizen');
  await snap('desk-searches-global');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/citizens/${citizenId}$`));
});
