import type { Page } from '@playwright/test';

/**
 * Holds every request for the app's code (`/assets/`) until the returned `release()`: a weak network, where a drawn
 * page shows seconds before its code.
 */
export async function holdCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
