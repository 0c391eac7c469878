import type { Page, PageScreenshotOptions, TestInfo } from '@playwright/test';

/**
 * Screenshots are for people to look at: taken on a developer's run, not in CI (where nobody looks at them and they
 * cost a fifth of a journey's time), unless SCREENSHOTS=1. A failure's own screenshot is kept either way.
 */
const WANTED = !process.env.CI || process.env.SCREENSHOTS === '1';

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
  if (!WANTED) return;
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
    await capture(page, testInfo, `${name}-${width}`, { fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

/**
 * A screenshot of what is open right now (a dialog, a menu, a tooltip that a width change would close), at this
 * project's width only: test-results/screens/<name>-<project>.png.
 */
export async function snapHere(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (WANTED) await capture(page, testInfo, `${name}-${testInfo.project.name}`, { animations: 'disabled' });
}

/** Writes test-results/screens/<label>.png and attaches it to the report under its label. */
async function capture(page: Page, testInfo: TestInfo, label: string, options: Omit<PageScreenshotOptions, 'path'>) {
  const file = `test-results/screens/${label}.png`;
  await page.screenshot({ path: file, ...options });
  await testInfo.attach(label, { path: file, contentType: 'image/png' });
}
