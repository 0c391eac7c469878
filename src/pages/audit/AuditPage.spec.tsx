import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import type { AuditEntry } from '../../dataProvider/audit';
import { aUser, answer, useApiServer } from '../../test/api';
import { expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { AuditPage } from './AuditPage';

useApiServer();

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1, entity: 'citizen', entity_id: 7, action: 'update', actor: { id: 1, name: 'Rajesh Agrawal' }, at: '2026-11-27T10:00:00.000Z',
  changes: {}, entity_name: null, names: {}, restorable: false, ...values,
});

const ENTRIES = [
  entry({ id: 3, action: 'delete', changes: { name: ['Kamla Bai', null], mobile: ['9876500001', null] }, restorable: true }),
  entry({ id: 2, action: 'update', changes: { name: ['Kamla', 'Kamla Bai'] } }),
  entry({ id: 1, entity: 'tax', entity_id: 9, action: 'create', changes: { tax_mode: [null, 'Yearly'] } }),
];

function renderAudit(hasNextPage = false) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ role: 'admin' }));
  const calls = answer('get', '/audit', { data: ENTRIES, meta: { current_page: 1, per_page: 25, from: 1, to: 3, has_next_page: hasNextPage } });
  renderPage(<AuditPage />, { path: '/admin/audit' });
  return calls;
}

const rowOf = async (text: string) => (await screen.findAllByRole('row')).find((row) => row.textContent?.includes(text))!;

describe('Audit Trail', () => {
  it('shows each entry with its diff by field; Restore only on a deleted row still gone', async () => {
    renderAudit();
    const deleted = await rowOf('Citizen #7Deleted');
    expect(within(deleted).getByText('Kamla Bai').tagName).toBe('DEL');
    expect(within(deleted).getByText('Mobile')).toBeInTheDocument();
    const changed = await rowOf('Changed');
    expect(within(changed).getByText('Kamla').tagName).toBe('DEL');
    expect(within(changed).getByText('Kamla Bai').tagName).toBe('INS');
    const created = await rowOf('Tax #9');
    expect(within(created).getByText('Tax mode')).toBeInTheDocument();
    expect(within(created).getByText('Yearly').tagName).toBe('INS');
    expect(screen.getAllByRole('button', { name: 'Restore' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('names the row and the users, branches and citizens its fields hold; counts grouped the Indian way', async () => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'admin' }));
    answer('get', '/audit', {
      data: [
        entry({ id: 9, action: 'create', entity_id: 22006, entity_name: 'Kamla Bai', changes: { created_by: [null, 1], branch_id: [null, 1] }, names: { created_by: [null, 'Ravi Creator'], branch_id: [null, 'Durg Office'] } }),
        entry({ id: 8, entity: 'renewal', entity_id: 12, changes: { assignee_id: [null, 2] }, names: { assignee_id: [null, 'Meena Sahu'] } }),
        entry({ id: 7, entity: 'vehicle', entity_id: 3, changes: { citizen_id: [5, 6] }, names: { citizen_id: ['Gone', null] } }),
      ],
      meta: { current_page: 41, per_page: 25, from: 1001, to: 1025, has_next_page: true },
    });
    renderPage(<AuditPage />, { path: '/admin/audit' });
    const citizen = await rowOf('Citizen: Kamla Bai');
    expect(citizen.textContent).not.toContain('22006');
    expect(within(citizen).getByText('Ravi Creator').tagName).toBe('INS');
    expect(within(citizen).getByText('Durg Office')).toBeInTheDocument();
    const renewal = await rowOf('Renewal #12');
    expect(within(renewal).getByText('Meena Sahu')).toBeInTheDocument();
    // A name not found (a row deleted since) shows the id as held.
    const vehicle = await rowOf('Vehicle #3');
    expect(within(vehicle).getByText('Gone').tagName).toBe('DEL');
    expect(within(vehicle).getByText('6').tagName).toBe('INS');
    expect(screen.getByText('Entries 1,001–1,025')).toBeInTheDocument();
  });

  it('asks for the filters chosen and pages with Next', async () => {
    const calls = renderAudit(true);
    await rowOf('Tax #9');
    await userEvent.click(screen.getByRole('combobox', { name: /^Record/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vehicle' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('entity')).toBe('vehicle'));
    expect(calls.at(-1)?.query.get('action')).toBe('delete');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
  });

  it('restores after the confirmation and tells how many rows came back; a refusal is shown as the server says', async () => {
    renderAudit();
    const restores = answer('post', '/audit/3/restore', { message: 'Restored.', entity: 'citizen', row: { id: 7 }, restored_rows: 4, files_missing: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The citizen comes back with the licenses, vehicles, records, renewals and documents deleted with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectToast('Restored (4 rows).');
    expect(restores).toHaveLength(1);

    answer('post', '/audit/3/restore', { message: 'Registration number CG04AB1234 has been used again since the deletion.' }, 409);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expectToast('Registration number CG04AB1234 has been used again since the deletion.');
  });
});
