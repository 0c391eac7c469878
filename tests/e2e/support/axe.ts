import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.1 levels A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core (WCAG 2.1 AA) on the page as it is drawn now and expects no violation; a failure lists each rule with
 * its impact and the first elements breaking it, so the report says what to fix and where.
 */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) => `${id} (${impact}): ${help} — ${nodes.slice(0, 4).map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe-core on ${where}`).toEqual([]);
}
