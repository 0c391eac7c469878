import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { expectFailure } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { ExpiredDocumentsPage } from './ExpiredDocumentsPage';

useApiServer();

const open = () => renderPage(<ExpiredDocumentsPage />, { path: '/citizens/7/expired', route: '/citizens/:id/expired' });

describe("a citizen's expired documents", { timeout: 15_000 }, () => {
  it('lists each expired document with its type, number and date, and links back to the profile', async () => {
    answer('get', '/citizens/7/expired-documents', {
      citizen: { id: 7, name: 'Ramesh Kumar' },
      expired_documents: [
        { type: 'PUCC', doc_type: 'pucc', record_id: 3, identifier: 'CG04AB1234', expiry_date: '2026-10-01', details: {} },
        { type: 'Learner License', doc_type: 'll', record_id: 9, identifier: 'LL-1', expiry_date: '2026-11-02', details: {} },
      ],
    });
    open();
    const [, pucc, ll] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(pucc).toHaveTextContent(/PUCC.*CG04AB1234.*01-10-2026/);
    expect(ll).toHaveTextContent(/Learner License.*LL-1.*02-11-2026/);
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/citizens/7');
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
