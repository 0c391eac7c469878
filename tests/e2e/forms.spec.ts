/**
 * Every form, every role (issue 19's guard): each create and edit form of the app is submitted by each role
 * that can open it, with the optional fields left empty and filled (see fillsOf), and the saved row
 * is read back through the API. The table of forms is in tests/e2e/forms/; set-up goes through the API,
 * only the form under test through the screen.
 */
import { DEMO, test, uniqueMobile, type Account } from './support/fixtures';
import { FILLS } from './support/forms';
import { ACCOUNT_FORMS } from './forms/account-forms';
import { CITIZEN_FORMS } from './forms/citizen-forms';
import { DESK_FORMS } from './forms/desk-forms';
import { apiAs, type FormRole } from './forms/form-case';
import { freshAccount } from './forms/fresh-account';
import { PUBLIC_FORMS } from './forms/public-forms';
import { USER_FORMS } from './forms/user-forms';
import { VEHICLE_FORMS } from './forms/vehicle-forms';

const FORMS = [...CITIZEN_FORMS, ...VEHICLE_FORMS, ...USER_FORMS, ...ACCOUNT_FORMS, ...PUBLIC_FORMS, ...DESK_FORMS];

const DEMO_ACCOUNTS: Record<Exclude<FormRole, 'visitor'>, Account> = {
  admin: DEMO.admin,
  manager: DEMO.manager,
  'manager without branch': DEMO.managerWithoutBranch,
  user: DEMO.user,
};

/** Digits unique in this run: the unique mobile's last seven. */
const uniqueDigits = (mobile: string) => mobile.slice(-7);

/**
 * The fills a role runs: a create-and-edit form submits both fills in each test (created with one, edited to the
 * other), so with several roles each role starts from one fill in turn, and every fill is still created by some
 * role; a form of one role, and the pair the phone runs, keep every fill.
 */
function fillsOf(form: (typeof FORMS)[number], role: FormRole) {
  const fills = form.fills ?? FILLS;
  if (form.roles.length < 2 || fills.length < 2) return fills;
  const own = fills[form.roles.indexOf(role) % fills.length];
  return fills.filter((fill) => fill === own || (form.phone?.[0] === role && form.phone[1] === fill));
}

for (const form of FORMS) {
  for (const role of form.roles) {
    for (const fill of fillsOf(form, role)) {
      const onPhone = form.phone?.[0] === role && form.phone[1] === fill ? ' @phone' : '';
      test(`${form.form} · ${role} · ${fill}${onPhone}`, async ({ page, request, adminToken, signIn }) => {
        test.slow(!!form.slow);
        const admin = apiAs(request, adminToken);
        const account = role === 'visitor' ? undefined : form.freshAccount ? await freshAccount(request, adminToken, role) : DEMO_ACCOUNTS[role];
        const token = account ? await signIn(account) : '';
        await form.run({ page, request, role, fill, account, api: apiAs(request, token), admin, adminToken, unique: uniqueDigits(uniqueMobile()) });
      });
    }
  }
}
