import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../../test/fakeApiServer';

const fake = setupFakeApi();

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
async function deleteRow(text: string) {
  const user = userEvent.setup();
  await user.click(within(await rowOf(text)).getByRole('button', { name: 'Delete' }));
  // The confirmation names what it deletes: 'Delete the vehicle CG07AB1234?'.
  await user.click(within(await screen.findByRole('dialog', { name: new RegExp(`^Delete the .+ ${text}\\?$`) })).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('vehicles tab', () => {
  it('adds a vehicle with upper-cased numbers and updates the count', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12?tab=vehicles');
    await screen.findByText('CG07AB1234');
    expect(screen.getByText('Vehicles: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vehicle' }));
    expect(dialog.getByLabelText(/Registration No\./)).toHaveAttribute('placeholder', 'CG04AB1234');
    await user.type(dialog.getByLabelText(/Registration No\./), 'cg04xy9876');
    await user.click(dialog.getByLabelText(/^Type/));
    await user.click(await screen.findByRole('option', { name: 'TRANS(HGV)' }));
    await user.type(dialog.getByLabelText(/Make \/ Model/), 'Tata Ace');
    await user.type(dialog.getByLabelText(/Chassis No\./), 'mat123');
    await user.type(dialog.getByLabelText(/Engine No\./), 'eng9');
    await user.type(dialog.getByLabelText(/Application No\./), 'va770');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Vehicle added CG04XY9876')).toBeInTheDocument();
    const create = fake.api.requests.find((request) => request.method === 'POST' && request.path === '/citizens/12/vehicles')!;
    expect(create.multipart).toBe(false);
    expect(create.body).toEqual({ registration_no: 'CG04XY9876', type: 'TRANS(HGV)', make_model: 'Tata Ace', chassis_no: 'MAT123', engine_no: 'ENG9', application_no: 'VA770' });
    expect(await screen.findByText('CG04XY9876')).toBeInTheDocument();
    expect(await screen.findByText('Vehicles: 2')).toBeInTheDocument();
  });

  it('edits a vehicle with PUT', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12?tab=vehicles');
    await user.click(within(await rowOf('CG07AB1234')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Vehicle' }));
    await user.clear(dialog.getByLabelText(/Make \/ Model/));
    await user.type(dialog.getByLabelText(/Make \/ Model/), 'Maruti Dzire');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle updated CG07AB1234')).toBeInTheDocument();
    expect(fake.api.requests.find((request) => request.method === 'PUT' && request.path === '/vehicles/31')!.body).toMatchObject({
      registration_no: 'CG07AB1234',
      make_model: 'Maruti Dzire',
    });
    expect(await screen.findByText('Maruti Dzire')).toBeInTheDocument();
  });

  it('names the records that block the delete; an admin deletes the vehicle with them in one step', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12?tab=vehicles');
    await user.click(within(await rowOf('CG07AB1234')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the vehicle CG07AB1234?' }));
    expect(dialog.getByText('It holds records: 1 Tax, 1 Insurance.')).toBeInTheDocument();
    expect(dialog.getByText(/restore them all from the Audit Trail/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete with records' }));
    expect(await screen.findByText('Record deleted. CG07AB1234 with 2 records')).toBeInTheDocument();
    const sent = fake.api.requests.find((request) => request.method === 'DELETE' && request.path === '/vehicles/31')!;
    expect(sent.query.get('with_records')).toBe('1');
    await waitFor(() => expect(screen.queryByText('CG07AB1234')).not.toBeInTheDocument());
    expect(screen.getByText('Vehicles: 0')).toBeInTheDocument();
    expect(fake.api.db.records.taxes).toHaveLength(0);
  });

  it('tells a manager why a vehicle with records cannot be deleted, and sends nothing', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12?tab=vehicles', 'manager');
    await user.click(within(await rowOf('CG07AB1234')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the vehicle CG07AB1234?' }));
    expect(dialog.getByText('It holds records: 1 Tax, 1 Insurance.')).toBeInTheDocument();
    expect(dialog.getByText('Only an admin can delete a vehicle with its records. Delete its records first, or ask an admin.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete with records' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('deletes a vehicle without records; a record added since the list was read still answers 409', async () => {
    fake.api.db.records.taxes.length = 0;
    fake.api.db.records.insurances.length = 0;
    fake.render('/citizens/12?tab=vehicles');
    await screen.findByText('CG07AB1234');
    fake.api.db.records.puccs.push({ id: 43, vehicle_id: 31, pucc_number: 'PU1', valid_from: '2025-01-01', valid_until: '2025-06-30' });
    await deleteRow('CG07AB1234');
    expect(await screen.findByText('Vehicle delete failed. Linked records exist. Remove dependent records first.')).toBeInTheDocument();
    fake.api.db.records.puccs.length = 0;
    await deleteRow('CG07AB1234');
    expect(await screen.findByText('Record deleted. CG07AB1234')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('CG07AB1234')).not.toBeInTheDocument());
    expect(screen.getByText('Vehicles: 0')).toBeInTheDocument();
  });

  it('opens the seven record dialogs of a vehicle', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12?tab=vehicles');
    const row = within(await rowOf('CG07AB1234'));
    const titles = { Taxes: 'Taxes', Insurance: 'Insurance', PUCC: 'PUCC', Fitness: 'Fitness', VLTd: 'VLTd', Permit: 'Permit', 'Speed Gov.': 'Speed Governor' };
    for (const [button, title] of Object.entries(titles)) {
      await user.click(row.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: `${title} – CG07AB1234` });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});

describe('licence delete errors (doc1 §8)', () => {
  it.each([
    [404, {}, 'LL delete failed. Record not found or already deleted.'],
    [403, { message: 'This action is unauthorized.' }, "LL delete failed. You don't have permission."],
    [409, {}, 'LL delete failed. Linked records exist. Remove dependent records first.'],
    [500, { message: 'Database unavailable.' }, 'Database unavailable.'],
    [500, {}, 'LL delete failed.'],
  ])('reads a %i answer %j as "%s"', async (status, body, message) => {
    fake.server.use(http.delete('/api/ll/:id', () => HttpResponse.json(body, { status })));
    fake.render('/citizens/12');
    await deleteRow('CG07L2024001');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fake.api.db.ll).toHaveLength(1);
  });

  it('names the DL in its failures and deletes a DL through the 405 retry', async () => {
    fake.api.db.dl.push({ id: 61, citizen_id: 12, dl_no: 'CG07D2020001', issue_date: '2020-01-01', expiry_date: '2040-01-01' });
    fake.server.use(http.delete('/api/dl/:id', () => HttpResponse.json({ message: 'Method not allowed.' }, { status: 405 })));
    fake.render('/citizens/12?tab=dl');
    expect(await screen.findByText('01-01-2040')).toBeInTheDocument();
    await deleteRow('CG07D2020001');
    expect(await screen.findByText('Record deleted. CG07D2020001')).toBeInTheDocument();
    expect(fake.api.requests.find((request) => request.path === '/dl/61' && request.method === 'POST')!.query.get('_method')).toBe('DELETE');
    expect(fake.api.db.dl).toHaveLength(0);

    fake.api.db.dl.push({ id: 62, citizen_id: 12, dl_no: 'CG07D2020002' });
    fake.server.use(http.delete('/api/dl/:id', () => HttpResponse.json({}, { status: 403 })));
    await userEvent.click(screen.getByRole('tab', { name: 'Learner Licenses' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Driving Licenses' }));
    await deleteRow('CG07D2020002');
    expect(await screen.findByText("DL delete failed. You don't have permission.")).toBeInTheDocument();
  });

  it('deletes an LL and says so', async () => {
    fake.render('/citizens/12');
    await deleteRow('CG07L2024001');
    expect(await screen.findByText('Learner License deleted. CG07L2024001')).toBeInTheDocument();
    expect(await screen.findByText('LL: 0')).toBeInTheDocument();
  });
});
