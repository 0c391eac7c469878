import type { Page } from '@playwright/test';
import { DEMO, E2E_ADMIN, expect, test, uniqueMobile, type Account } from './support/fixtures';
import { collectDataValues, latinTexts, TOASTS } from './support/latin-text';
import { DEVANAGARI_FACES_ID } from '../../src/i18n/devanagariFaces';

/**
 * Hindi everywhere (issue 11): each role switches to Hindi and walks its signed-in screens; no screen may show
 * Latin-script text that is not a data value, a number or a code. Screenshots of each screen at 1280 and 390 px.
 */

const CITIZEN_TABS = ['ll', 'dl', 'vehicles', 'all', 'messages'];
/** Staff only. */
const STAFF_CITIZEN_TABS = ['history'];
const SEARCHES = ['/search/ll', '/search/dl', '/search/vehicle'];
const STAFF_SCREENS = ['/dashboard', '/citizens', '/account', '/reports/expiries', '/reminders', '/service-requests', '/admin/inquiries'];
const ADMIN_SCREENS = ['/admin/users', '/admin', '/admin/branches', '/admin/export', '/admin/audit'];
const USER_SCREENS = ['/dashboard', '/citizens', '/account', '/my-requests', '/ask-for-service'];

const get = async (page: Page, token: string, path: string) =>
  (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

/** A citizen the account may open: the user's own profile, or the first one a staff member's list shows. */
async function citizenOf(page: Page, token: string, account: Account): Promise<number> {
  if (account.role === 'user') return (await get(page, token, '/me')).citizen_id;
  return (await get(page, token, '/citizens?per_page=10')).data[0].id;
}

/** Switches the language from the app bar, as a user does. */
async function switchToHindi(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
}

/** Opens a screen and waits until it has loaded its data and drawn in Hindi. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const screensOf = (account: Account, citizenId: number) => [
  ...(account.role === 'user' ? USER_SCREENS : STAFF_SCREENS),
  ...SEARCHES,
  ...(account.role === 'admin' ? ADMIN_SCREENS : []),
  ...[...CITIZEN_TABS, ...(account.role === 'user' ? [] : STAFF_CITIZEN_TABS)].map((tab) => `/citizens/${citizenId}?tab=${tab}`),
];

const ROLES: [string, Account][] = [
  ['admin', DEMO.admin],
  ['manager', DEMO.manager],
  ['manager without branch', DEMO.managerWithoutBranch],
  ['user', DEMO.user],
];

test.describe('Hindi', () => {
  for (const [name, account] of ROLES) {
    test(`${name}: every signed-in screen is in Hindi`, async ({ page, signIn, snap }) => {
      test.setTimeout(180_000);
      const dataValues = collectDataValues(page);
      const token = await signIn(account);
      await switchToHindi(page);
      const citizenId = await citizenOf(page, token, account);
      const found: Record<string, string[]> = {};
      for (const path of screensOf(account, citizenId)) {
        await open(page, path);
        const latin = await latinTexts(page, dataValues);
        if (latin.length) found[path] = latin;
        if (name === 'admin' || name === 'user') await snap(`hindi-${name}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
      }
      expect(found).toEqual({});
    });
  }

  test('server messages reach a Hindi screen in Hindi', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', 'hi'));
    await page.reload();
    await page.getByRole('textbox', { name: /मोबाइल/ }).fill('9000000001');
    await page.getByLabel(/पासवर्ड/).first().fill('not-the-password');
    await page.locator('form').getByRole('button', { name: 'लॉगिन' }).click();
    await expect(page.getByText('ये विवरण हमारे रिकॉर्ड से मेल नहीं खाते।').first()).toBeVisible();
  });

  test('Data Export names each table in Hindi with its rows and size', async ({ page, signIn, snap }) => {
    await signIn(DEMO.admin);
    await switchToHindi(page);
    await open(page, '/admin/export');
    const citizens = page.getByRole('listitem').filter({ hasText: /^नागरिक/ });
    await expect(citizens).toContainText(/पंक्तियाँ: [\d,]+ · आकार: /);
    await expect(page.getByRole('button', { name: 'ड्राइविंग लाइसेंस को CSV में डाउनलोड करें' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/driving_licences|learner_licences/);
    await snap('hindi-admin-export-sizes');
  });

  test('global search names what each hit was found by in Hindi', async ({ page, signIn, api, snap }) => {
    const token = await signIn(DEMO.admin);
    const headers = { authorization: `Bearer ${token}` };
    const serial = uniqueMobile().slice(-6);
    const citizen = await api.post('/api/citizens', { headers, data: { name: `Chassis Owner ${serial}`, mobile: uniqueMobile() } });
    const vehicle = { registration_no: `CG07ZX${serial.slice(-4)}`, chassis_no: `MACH${serial}Q`, engine_no: `ENQ${serial}Z` };
    expect((await api.post(`/api/citizens/${(await citizen.json()).id}/vehicles`, { headers, data: vehicle })).status()).toBe(201);
    await switchToHindi(page);
    await page.getByRole('textbox', { name: 'खोजें' }).click();
    const box = page.getByRole('combobox', { name: 'खोजें' });
    for (const [term, type] of [[`MACH${serial}`, 'चेसिस'], [`ENQ${serial}`, 'इंजन'], [vehicle.registration_no, 'पंजीकरण']]) {
      await box.fill(term);
      await expect(page.getByRole('option', { name: new RegExp(vehicle.registration_no) })).toContainText(type);
    }
    await snap('hindi-global-search-types');
  });

  test('toasts after saves on a Hindi screen carry no Latin words', async ({ page, signIn, createUser, api, snap }) => {
    const dataValues = collectDataValues(page);
    const person = await createUser({ role: 'user', email: `toast.${uniqueMobile()}@example.com` });
    const token = await signIn(E2E_ADMIN);
    const citizen = await api.post('/api/citizens', { headers: { authorization: `Bearer ${token}` }, data: { name: `Toast Citizen ${person.id}`, mobile: uniqueMobile() } });
    const citizenId = (await citizen.json()).id;
    await switchToHindi(page);
    const toasts: Record<string, string[]> = {};
    /** Waits for the toast a step raises and keeps any Latin text it shows. */
    const toastAfter = async (step: string, action: () => Promise<unknown>) => {
      await action();
      await expect(page.locator(TOASTS)).toBeVisible();
      const latin = await latinTexts(page, dataValues, TOASTS);
      if (latin.length) toasts[step] = latin;
      await expect(page.locator(TOASTS)).toBeHidden({ timeout: 10_000 });
    };

    await open(page, '/admin/users');
    await page.getByRole('textbox', { name: 'नाम, ईमेल या मोबाइल खोजें' }).fill(person.name);
    await page.getByRole('textbox', { name: 'नाम, ईमेल या मोबाइल खोजें' }).press('Enter');
    const actions = page.getByRole('button', { name: `${person.name} के लिए कार्रवाइयाँ` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'संपादित करें', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'उपयोगकर्ता संपादित करें' });
    await edit.getByRole('textbox', { name: 'नाम', exact: true }).fill(`${person.name} Edited`);
    await snap('hindi-user-edit-dialog');
    await toastAfter('user edit', () => edit.getByRole('button', { name: 'सहेजें' }).click());
    await actions.or(page.getByRole('button', { name: `${person.name} Edited के लिए कार्रवाइयाँ` })).click();
    await toastAfter('reset link', () => page.getByRole('menuitem', { name: /^रीसेट लिंक भेजें/ }).click());

    await open(page, `/citizens/${citizenId}`);
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    const message = page.getByRole('dialog', { name: 'संदेश भेजें' });
    await message.getByRole('textbox', { name: 'संदेश' }).fill('आपका लाइसेंस तैयार है।');
    await toastAfter('send message', () => message.getByRole('button', { name: 'भेजें' }).click());
    await snap('hindi-toast-after-send');
    expect(toasts).toEqual({});
  });
});

/** The text elements of `page` holding Devanagari that Chromium drew without a Devanagari font (boxes), by their text. */
async function boxedDevanagari(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  // Drawn elements whose own text (not a child's) holds Devanagari.
  const marked = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].filter((element) => element.checkVisibility() &&
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? '')),
    ).map((element, index) => (element.setAttribute('data-devanagari-probe', String(index)), index)),
  );
  const boxed: string[] = [];
  for (const index of marked) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-devanagari-probe="${index}"]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (!fonts.some((font) => /Devanagari/.test(font.familyName))) boxed.push((await cdp.send('DOM.getOuterHTML', { nodeId })).outerHTML.replace(/<[^>]+>/g, ''));
  }
  await cdp.detach();
  return boxed;
}

test.describe('Hindi drawn in its font', () => {
  // On a desk without a Devanagari system font (this Debian Chromium) only the web font draws Devanagari; Chromium kept
  // the text it shaped before the font had loaded as boxes (the app bar, the heading, the first tiles).
  for (const width of [1280, 390]) {
    test(`the public home at ${width} px draws every Hindi text in Noto Sans Devanagari`, async ({ page, snap }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.setItem('locale', 'hi');
        document.cookie = 'locale=hi; path=/';
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑनलाइन सेवाएँ');
      await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.fonts].some((face) => face.family.includes('Devanagari') && face.status === 'loaded'));
      await expect.poll(() => boxedDevanagari(page)).toEqual([]);
      // The drawn page declares its faces in its head (their downloads start with its first layout), not its code.
      await expect(page.locator(`head style#${DEVANAGARI_FACES_ID}`)).toHaveCount(1);
      await expect(page.locator('link[rel="stylesheet"][href*="devanagariFont"]')).toHaveCount(0);
      if (width === 1280) await snap('hindi-home-font');
    });
  }

  test("an English page's language menu draws हिन्दी in Noto Sans Devanagari, on the public home and signed in", async ({ page, signIn }) => {
    const chooseLanguage = async () => {
      await page.getByRole('button', { name: 'Language: English' }).click();
      const hindi = page.getByRole('menuitem', { name: 'हिन्दी' });
      await expect(hindi).toBeVisible();
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Devanagari') && face.status === 'loaded'));
      await expect.poll(() => boxedDevanagari(page)).toEqual([]);
      await page.keyboard.press('Escape');
    };
    await page.goto('/');
    await chooseLanguage();
    await signIn(DEMO.manager);
    await page.goto('/dashboard');
    await chooseLanguage();
  });
});
