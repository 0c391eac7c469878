import type { Page, TestInfo } from '@playwright/test';

export const WIDTHS = {
  desk: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The widths a journey's screenshots are taken at: a journey that runs in both projects (tagged @phone) is taken
 * by each project at its own width, once; any other at both widths.
 */
function widthsOf(testInfo: TestInfo): (keyof typeof WIDTHS)[] {
  if (!testInfo.title.includes('@phone')) return ['desk', 'phone'];
  return [testInfo.project.name === 'phone' ? 'phone' : 'desk'];
}

/**
 * Named screenshots of the current screen: test-results/screens/<name>-desk.png and <name>-phone.png (also attached
 * to the report). The page returns to its own viewport afterwards.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const width of widthsOf(testInfo)) {
    const size = WIDTHS[width];
    await page.setViewportSize(size);
    // The inbox's live stream keeps a request open: a page holding it goes idle only between its 25-second streams.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    // Hindi text drawn before its font arrived shows as boxes on a machine without a Devanagari font of its own.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // From the top, two frames on: the full-page capture of a page scrolled down drew the app bar halfway down.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      return new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    });
    const file = `test-results/screens/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  if (own) await page.setViewportSize(own);
}
