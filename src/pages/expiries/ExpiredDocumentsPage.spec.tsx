import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { expectFailure } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { ExpiredDocumentsPage } from './ExpiredDocumentsPage';

useApiServer();

const open = () => renderPage(<ExpiredDocumentsPage />, { path: '/citizens/7/expired', route: '/citizens/:id/expired' });

describe("a citizen's expired documents", () => {
  it('lists each expired document with its type, own number, vehicle and red expiry date, and links back to the profile', async () => {
    answer('get', '/citizens/7/expired-documents', {
      citizen: { id: 7, name: 'Ramesh Kumar' },
      expired_documents: [
        { type: 'PUCC', doc_type: 'pucc', record_id: 3, identifier: 'CG04AB1234', document_number: 'PU77', vehicle_no: 'CG04AB1234', expiry_date: '2026-10-01', details: {} },
        { type: 'Learner License', doc_type: 'll', record_id: 9, identifier: 'LL-1', document_number: 'LL-1', vehicle_no: null, expiry_date: '2026-11-02', details: {} },
      ],
    });
    open();
    const [, pucc, ll] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(pucc).toHaveTextContent(/PUCC.*PU77.*CG04AB1234.*Expired on 01-10-2026/);
    expect(ll).toHaveTextContent(/Learner License.*LL-1.*-.*Expired on 02-11-2026/);
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/citizens/7');
  });

  it('offers Notify (previewed first) and Edit on each row', async () => {
    answer('get', '/citizens/7/expired-documents', {
      citizen: { id: 7, name: 'Ramesh Kumar' },
      expired_documents: [
        { type: 'Learner License', doc_type: 'll', record_id: 9, identifier: 'CG04LL1', document_number: 'CG04LL1', vehicle_no: null, expiry_date: '2026-11-02', details: { ll_no: 'CG04LL1', issue_date: '2026-05-04', expiry_date: '2026-11-02' } },
      ],
    });
    answer('get', '/reports/expiries/notify-preview', { message: 'This learner license has been replaced by a driving license.' }, 422);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Notify' }));
    const notice = within(await screen.findByRole('dialog', { name: 'Send expiry notice' }));
    expect(await notice.findByText('This learner license has been replaced by a driving license.')).toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(notice.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Learner License' }));
    expect(edit.getByRole('textbox', { name: /LL No/ })).toHaveValue('CG04LL1');
  });

  it('says when nothing has expired', async () => {
    answer('get', '/citizens/7/expired-documents', { citizen: { id: 7, name: 'Ramesh Kumar' }, expired_documents: [] });
    open();
    expect(await screen.findByText('No expired documents.')).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to load expired documents.'", async () => {
    answer('get', '/citizens/7/expired-documents', { message: 'Not found.' }, 404);
    open();
    await expectFailure('Not found.');
  });
});
