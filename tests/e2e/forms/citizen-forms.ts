import { expect, type Page } from '@playwright/test';
import { HOME_STATE } from '../../../common/options';
import { uniqueMobile } from '../support/accounts';
import { mobileField, type FieldSpec } from '../support/forms';
import { createThenEdit } from './create-edit';
import { SIGNED_IN, type FormCase, type FormRun } from './form-case';

/** The inputs of New Citizen Profile and Edit Citizen Details; name and mobile are required. */
const citizenFields = (name: string, mobile: string, unique: string): FieldSpec[] => [
  { label: 'Name', kind: 'text', source: 'name', value: name, required: true },
  { label: 'Relation', kind: 'select', source: 'relation_type', value: 'Son of' },
  { label: 'Relation name', kind: 'text', source: 'relation_name', value: 'Mohan Lal' },
  mobileField('Mobile', 'mobile', mobile),
  { label: 'Email', kind: 'text', source: 'email', value: `citizen${unique}@example.in` },
  { label: 'Date of birth', kind: 'date', source: 'dob', value: '15-08-1990' },
  { label: 'Address', kind: 'text', source: 'address', value: 'Ward 12, Civil Lines, Raipur' },
  { label: 'City / District', kind: 'select', source: 'city', value: 'Raipur' },
  { label: 'Language', kind: 'select', source: 'language', value: 'Hindi', saved: 'hi', savedEmpty: 'en' },
];

/** Opens New Citizen Profile with this profile type chosen. */
async function newProfile(page: Page, type: 'My own profile' | 'Someone else') {
  await page.goto('/citizens/create');
  const dialog = page.getByRole('dialog', { name: 'New Citizen Profile' });
  await dialog.getByRole('radio', { name: type }).check();
  return { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url: /^\/api\/citizens$/ };
}

/** Opens Edit Citizen Details from the citizen's page, where a new profile opens. */
async function editProfile(page: Page, id: number) {
  await expect(page).toHaveURL(new RegExp(`/citizens/${id}$`));
  await page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Citizen Details' });
  return { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url: /^\/api\/citizens\/\d+$/ };
}

const profileRoundTrip = (run: FormRun, type: 'My own profile' | 'Someone else', fields: FieldSpec[]) =>
  createThenEdit(run.fill, {
    fields,
    create: () => newProfile(run.page, type),
    edit: (id) => editProfile(run.page, id),
    read: (id) => run.api.get(`/api/citizens/${id}`),
    alsoSaved: { state: HOME_STATE },
  });

export const CITIZEN_FORMS: FormCase[] = [
  {
    form: 'citizen profile of someone else: create and edit',
    roles: SIGNED_IN,
    phone: ['admin', 'optional filled'],
    run: async (run) => {
      await profileRoundTrip(run, 'Someone else', citizenFields(`Forms Citizen ${run.unique}`, uniqueMobile(), run.unique));
    },
  },
  {
    form: 'own citizen profile: create and edit',
    roles: SIGNED_IN,
    freshAccount: true,
    run: async (run) => {
      const { name, phone } = run.account!;
      const id = await profileRoundTrip(run, 'My own profile', citizenFields(name, phone, run.unique));
      const me = await run.api.get<{ citizen_id: number }>('/api/me');
      expect(me.citizen_id).toBe(id);
    },
  },
];
