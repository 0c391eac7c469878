import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { typeDate } from '../../test/dates';
import { setupFakeApi } from '../../test/fakeApiServer';
import * as stories from './RecordDialog.stories';

const fake = setupFakeApi();
const composed = composeStories(stories, preview);
const { Taxes, Insurance, ReadOnly } = composed;

const dialog = () => within(screen.getByRole('dialog'));
const form = () => within(screen.getByRole('region', { name: /record/ }));
const setDate = (label: RegExp, ddmmyyyy: string) => typeDate(label, ddmmyyyy, screen.getByRole('region', { name: /record/ }));
const requestsTo = (method: string, path: string) => fake.api.requests.filter((request) => request.method === method && request.path === path);

async function choose(label: RegExp, option: string) {
  await userEvent.click(form().getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RecordDialog', () => {
  it('lists the taxes of the vehicle with the amount in rupees', async () => {
    fake.renderStory(<Taxes />);
    expect(await screen.findByRole('dialog', { name: 'Taxes – CG07AB1234' })).toBeInTheDocument();
    const row = (await dialog().findByText('Yearly')).closest('tr')!;
    expect(within(row).getByText('₹1,500.50')).toBeInTheDocument();
    expect(within(row).getByText('Expired on 31-12-2025')).toBeInTheDocument();
    const amount = form().getByLabelText(/Amount/);
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount.closest('.MuiInputBase-root')).toHaveTextContent('₹');
  });

  it('adds a tax record as multipart and shows it', async () => {
    const user = userEvent.setup();
    fake.renderStory(<Taxes />);
    await dialog().findByText('Yearly');
    await choose(/Tax Mode/, 'Quarterly');
    await setDate(/Tax From/, '01-01-2026');
    await setDate(/Tax Upto/, '31-03-2026');
    await user.type(form().getByLabelText(/Amount/), '2500.5');
    await user.click(form().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tax record added 01-01-2026 – 31-03-2026')).toBeInTheDocument();
    const [create] = requestsTo('POST', '/vehicles/31/taxes');
    expect(create.multipart).toBe(true);
    expect(create.body).toMatchObject({ tax_mode: 'Quarterly', tax_from: '2026-01-01', tax_upto: '2026-03-31', amount: '2500.5' });
    expect(await dialog().findByText('₹2,500.50')).toBeInTheDocument();
    expect(form().getByLabelText(/Amount/)).toHaveValue(null);
  });

  it('adds an insurance with its policy PDF as multipart', async () => {
    const user = userEvent.setup();
    fake.renderStory(<Insurance />);
    await dialog().findByText('ACME');
    await choose(/Insurance Type/, 'Third Party');
    await user.type(form().getByLabelText(/Company/), 'National Insurance');
    await user.type(form().getByLabelText(/Policy Number/), 'pol 9');
    await setDate(/Start Date/, '01-01-2026');
    await setDate(/End Date/, '31-12-2026');
    const policy = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByRole('region', { name: /record/ }).querySelector('input[type=file]') as HTMLInputElement, policy);
    await user.click(form().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Insurance record added. POL 9')).toBeInTheDocument();
    const [create] = requestsTo('POST', '/vehicles/31/insurances');
    expect(create.multipart).toBe(true);
    expect(create.body).toMatchObject({ company_name: 'National Insurance', policy_number: 'POL 9', file: { file: expect.any(String) } });
  });

  it('requires the fields of doc1 §5 before sending', async () => {
    const user = userEvent.setup();
    fake.renderStory(<Insurance />);
    await dialog().findByText('ACME');
    await user.click(form().getByRole('button', { name: 'Add' }));
    expect(await form().findAllByText('Required')).toHaveLength(5);
    expect(requestsTo('POST', '/vehicles/31/insurances')).toHaveLength(0);
  });

  it("shows insurance status badges green for active, red for expired, 'Expired on' once the end date has passed, and starts new records as active", async () => {
    const [insurance] = fake.api.db.records.insurances;
    Object.assign(insurance, { end_date: '2099-12-31' });
    fake.api.db.records.insurances.push(
      { ...insurance, id: 43, policy_number: 'POL0', status: 'expired' },
      { ...insurance, id: 44, policy_number: 'POL9', end_date: '2025-12-31', status: 'expired', chosen_status: 'active' },
    );
    fake.renderStory(<Insurance />);
    const active = await dialog().findByText('Active', { selector: '.MuiChip-label' });
    expect(active.closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(dialog().getByText('Expired', { selector: '.MuiChip-label' }).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const passed = within(dialog().getByText('POL9').closest('tr')!).getByText('Expired on 31-12-2025');
    expect(passed.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(form().getByLabelText(/Status/)).toHaveTextContent('Active');
  });

  it('edits the status chosen by hand, not the one the passed end date shows', async () => {
    fake.api.db.records.insurances.push({ ...fake.api.db.records.insurances[0], id: 44, policy_number: 'POL9', status: 'expired', chosen_status: 'active' });
    fake.renderStory(<Insurance />);
    await userEvent.click(within((await dialog().findByText('POL9')).closest('tr')!).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('region', { name: 'Edit record' })).toBeInTheDocument();
    expect(form().getByLabelText(/Status/)).toHaveTextContent('Active');
    expect(form().getByText('Shown as expired once the end date has passed, whatever is chosen here.')).toBeInTheDocument();
  });

  it('edits a row in the form below with _method=PUT and deletes a row after a confirmation', async () => {
    const user = userEvent.setup();
    fake.renderStory(<Insurance />);
    const row = (await dialog().findByText('ACME')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('region', { name: 'Edit record' })).toBeInTheDocument();
    expect(form().getByLabelText(/Policy Number/)).toHaveValue('POL1');
    await user.clear(form().getByLabelText(/Company/));
    await user.type(form().getByLabelText(/Company/), 'National Insurance');
    await choose(/Status/, 'Expired');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Insurance record updated. POL1')).toBeInTheDocument();
    const [update] = requestsTo('POST', '/insurances/42');
    expect(update.multipart).toBe(true);
    expect(update.body).toMatchObject({ company_name: 'National Insurance', policy_number: 'POL1', status: 'expired' });
    expect(await screen.findByRole('region', { name: 'Add record' })).toBeInTheDocument();

    const edited = (await dialog().findByText('National Insurance')).closest('tr')!;
    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the insurance policy POL1?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Record deleted. POL1')).toBeInTheDocument();
    await waitFor(() => expect(dialog().queryByText('National Insurance')).not.toBeInTheDocument());
    expect(fake.api.db.records.insurances).toHaveLength(0);
  });

  it('keeps the edit form of a row chosen while an add was being saved', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The add waits for the server; the fake API then answers it (a handler answering nothing passes the request on).
    fake.server.use(http.post('*/vehicles/31/taxes', () => answered));
    fake.renderStory(<Taxes />);
    const row = (await dialog().findByText('Yearly')).closest('tr')!;
    await choose(/Tax Mode/, 'Quarterly');
    await setDate(/Tax From/, '01-01-2026');
    await setDate(/Tax Upto/, '31-03-2026');
    await user.type(form().getByLabelText(/Amount/), '2500.5');
    await user.click(form().getByRole('button', { name: 'Add' }));
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('region', { name: 'Edit record' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Tax record added 01-01-2026 – 31-03-2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Edit record' })).toBeInTheDocument();
    expect(form().getByLabelText(/Amount/)).toHaveValue(1500.5);
  });

  it('retries a delete answered 405 as POST ?_method=DELETE', async () => {
    const user = userEvent.setup();
    fake.server.use(http.delete('/api/taxes/:id', () => HttpResponse.json({ message: 'Method not allowed.' }, { status: 405 })));
    fake.renderStory(<Taxes />);
    const row = (await dialog().findByText('Yearly')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Delete the tax record .+\?$/ })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Record deleted\. .+$/)).toBeInTheDocument();
    expect(requestsTo('POST', '/taxes/41')[0].query.get('_method')).toBe('DELETE');
  });

  it('pages the records', async () => {
    const user = userEvent.setup();
    for (let month = 1; month <= 11; month++) {
      fake.api.db.records.taxes.push({ id: 500 + month, vehicle_id: 31, tax_mode: 'Monthly', tax_from: `2024-${String(month).padStart(2, '0')}-01`, tax_upto: `2024-${String(month).padStart(2, '0')}-28`, amount: '100' });
    }
    fake.renderStory(<Taxes />);
    await dialog().findByText('Yearly');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(requestsTo('GET', '/vehicles/31/taxes').at(-1)!.query.get('page')).toBe('2'));
    expect(await dialog().findAllByText('Monthly')).toHaveLength(2);
  });

  it('shows the load failure in a red alert', async () => {
    fake.server.use(http.get('/api/vehicles/:id/taxes', () => new HttpResponse(null, { status: 500 })));
    fake.renderStory(<Taxes />);
    expect(await dialog().findByRole('alert')).toHaveTextContent('Failed to load taxes');
  });

  it('is read-only without edit rights', async () => {
    fake.renderStory(<ReadOnly />);
    await dialog().findByText('ACME');
    expect(dialog().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add record' })).not.toBeInTheDocument();
  });

  it.each([
    ['Pucc', 'puccs', 'PUCC record added. AB 12', ['PUCC Number', 'pucc_number'], [/Valid From/, /Valid Until/], true],
    ['Fitness', 'fitnesses', 'Fitness record added. AB 12', ['Certificate Number', 'certificate_number'], [/Issue Date/, /Expiry Date/], true],
    ['Vltd', 'vltds', 'VLTd record added. AB 12', ['Certificate Number', 'certificate_number'], [/Issue Date/, /Expiry Date/], true],
    ['Permit', 'permits', 'Permit record added. AB 12', ['Permit Number', 'permit_number'], [/Issue Date/, /Expiry Date/], true],
    ['SpeedGovernor', 'speed-governors', 'Speed Governor record added. AB 12', ['Certificate Number', 'certificate_number'], [/Issue Date/, /Expiry Date/], true],
  ] as const)('adds a %s record', async (story, type, toast, [label, source], [from, until], multipart) => {
    const user = userEvent.setup();
    const Story = composed[story];
    fake.renderStory(<Story />);
    await dialog().findByText('No records');
    await user.type(form().getByLabelText(new RegExp(label)), 'ab 12');
    await setDate(from, '01-01-2026');
    await setDate(until, '31-12-2026');
    await user.click(form().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    const [create] = requestsTo('POST', `/vehicles/31/${type}`);
    expect(create.multipart).toBe(multipart);
    expect(create.body).toMatchObject({ [source]: 'AB 12' });
    expect(await dialog().findByText('AB 12')).toBeInTheDocument();
    expect(dialog().getByText('31-12-2026')).toBeInTheDocument();
  });
});
