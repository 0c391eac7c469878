import { expect, type Page } from '@playwright/test';
import { uniqueMobile } from '../support/accounts';
import type { FieldSpec } from '../support/forms';
import { createThenEdit, type OpenForm } from './create-edit';
import { SIGNED_IN, type FormCase, type FormRun } from './form-case';
import { RECORD_FORMS } from './record-fields';

/** A registration number of the usual shape, unique in the run: CG, an RTO number, two series letters, four digits. */
export const registrationOf = (unique: string) =>
  `CG${unique.slice(0, 2)}${String.fromCharCode(65 + Number(unique[2]), 65 + Number(unique[3]))}${unique.slice(-4)}`;

/** A citizen the signed-in account created (so every role may edit it). */
async function ownCitizen(run: FormRun) {
  const citizen = await run.api.send<{ id: number }>('POST', '/api/citizens', { name: `Forms Owner ${run.unique}`, mobile: uniqueMobile() });
  return citizen.id;
}

/** A dialog opened by a button of the page: its inputs and Save. */
async function dialogOf(page: Page, button: ReturnType<Page['getByRole']>, title: string, url: RegExp): Promise<OpenForm> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  return { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url };
}

/** A row of a table (a card on a phone) holding this text. */
const rowOf = (page: Page, text: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: text });

const LICENCES = {
  ll: {
    title: 'Learner License',
    add: 'Add LL',
    number: (unique: string) => ({ label: 'LL No.', source: 'll_no', value: `cg13/${unique}/2016`, saved: `CG13/${unique}/2016` }),
  },
  dl: {
    title: 'Driving License',
    add: 'Add DL',
    number: (unique: string) => ({ label: 'DL No.', source: 'dl_no', value: `cg122005${unique}`, saved: `CG122005${unique}` }),
  },
} as const;

const licenceFields = (kind: keyof typeof LICENCES, unique: string): FieldSpec[] => [
  { kind: 'text', required: true, ...LICENCES[kind].number(unique) },
  { label: 'Application No.', kind: 'text', source: 'application_no', value: `app${unique}`, saved: `APP${unique}` },
  { label: 'Issue Date', kind: 'date', source: 'issue_date', value: '15-01-2025' },
  { label: 'Expiry Date', kind: 'date', source: 'expiry_date', value: kind === 'll' ? '13-07-2025' : '15-01-2045' },
  { label: 'Vehicle Class', kind: 'checks', source: 'vehicle_class', value: ['LMV (Light motor vehicle)', 'MCWG (Motorcycle with gear)'], saved: 'MCWG, LMV' },
  { label: 'Office', kind: 'select', source: 'office', value: 'CG-04 Raipur' },
  { label: 'Document', kind: 'file', source: 'file_path', value: 'document.pdf' },
];

const licenceForm = (kind: keyof typeof LICENCES): FormCase => ({
  form: `${LICENCES[kind].title.toLowerCase()}: add and edit`,
  roles: SIGNED_IN,
  run: async (run) => {
    const citizenId = await ownCitizen(run);
    const fields = licenceFields(kind, run.unique);
    const { page } = run;
    await createThenEdit(run.fill, {
      fields,
      create: async () => {
        await page.goto(`/citizens/${citizenId}?tab=${kind}`);
        return dialogOf(page, page.getByRole('button', { name: LICENCES[kind].add }), `Add ${LICENCES[kind].title}`, new RegExp(`^/api/citizens/\\d+/${kind}$`));
      },
      edit: async () => {
        const edit = rowOf(page, fields[0].saved as string).getByRole('button', { name: 'Edit' });
        return dialogOf(page, edit, `Edit ${LICENCES[kind].title}`, new RegExp(`^/api/${kind}/\\d+$`));
      },
      read: async (id) => {
        const { data } = await run.api.get<{ data: { id: number }[] }>(`/api/citizens/${citizenId}/${kind}?per_page=100`);
        return data.find((licence) => licence.id === id)!;
      },
    });
  },
});

const vehicleFields = (registration: string, unique: string): FieldSpec[] => [
  { label: 'Registration No.', kind: 'text', source: 'registration_no', value: registration.toLowerCase(), saved: registration, required: true },
  { label: 'Type', kind: 'select', source: 'type', value: 'LMV' },
  { label: 'Make / Model', kind: 'text', source: 'make_model', value: 'Maruti Swift' },
  { label: 'Chassis No.', kind: 'text', source: 'chassis_no', value: `ma3${unique}`, saved: `MA3${unique}` },
  { label: 'Engine No.', kind: 'text', source: 'engine_no', value: `k12${unique}`, saved: `K12${unique}` },
  { label: 'Application No.', kind: 'text', source: 'application_no', value: `va${unique}`, saved: `VA${unique}` },
];

const vehicleForm: FormCase = {
  form: 'vehicle: add and edit',
  roles: SIGNED_IN,
  run: async (run) => {
    const citizenId = await ownCitizen(run);
    const registration = registrationOf(run.unique);
    const { page } = run;
    await createThenEdit(run.fill, {
      fields: vehicleFields(registration, run.unique),
      create: async () => {
        await page.goto(`/citizens/${citizenId}?tab=vehicles`);
        return dialogOf(page, page.getByRole('button', { name: 'Add Vehicle' }), 'Add Vehicle', /^\/api\/citizens\/\d+\/vehicles$/);
      },
      edit: () => dialogOf(page, rowOf(page, registration).getByRole('button', { name: 'Edit' }), 'Edit Vehicle', /^\/api\/vehicles\/\d+$/),
      read: async (id) => {
        const { data } = await run.api.get<{ data: { id: number }[] }>(`/api/citizens/${citizenId}/vehicles?per_page=100`);
        return data.find((vehicle) => vehicle.id === id)!;
      },
    });
  },
};

/** The seven record dialogs of one vehicle, each: add a record, then edit it. */
const recordsForm: FormCase = {
  form: 'vehicle records, all seven kinds: add and edit',
  roles: SIGNED_IN,
  slow: true,
  phone: ['user', 'optional filled'],
  run: async (run) => {
    const citizenId = await ownCitizen(run);
    const registration = registrationOf(run.unique);
    const vehicle = await run.api.send<{ id: number }>('POST', `/api/citizens/${citizenId}/vehicles`, { registration_no: registration });
    const { page } = run;
    await page.goto(`/citizens/${citizenId}?tab=vehicles`);
    for (const record of RECORD_FORMS) {
      await rowOf(page, registration).getByRole('button', { name: record.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${record.title} – ${registration}` });
      const form = (title: string) => dialog.getByRole('region', { name: title });
      const fields = record.fields(run.unique);
      await createThenEdit(run.fill, {
        fields,
        create: async () => ({ scope: form('Add record'), submit: form('Add record').getByRole('button', { name: 'Add' }), url: new RegExp(`^/api/vehicles/\\d+/${record.type}$`) }),
        edit: async () => {
          await dialog.getByRole('row').or(dialog.getByRole('article')).filter({ hasText: String(fields[record.key].saved ?? fields[record.key].value) }).getByRole('button', { name: 'Edit' }).click();
          return { scope: form('Edit record'), submit: form('Edit record').getByRole('button', { name: 'Save' }), url: new RegExp(`^/api/${record.type}/\\d+$`) };
        },
        read: async (id) => {
          const { data } = await run.api.get<{ data: { id: number }[] }>(`/api/vehicles/${vehicle.id}/${record.type}?per_page=100`);
          return data.find((row) => row.id === id)!;
        },
      });
      await expect(form('Add record')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  },
};

export const VEHICLE_FORMS: FormCase[] = [licenceForm('ll'), licenceForm('dl'), vehicleForm, recordsForm];
