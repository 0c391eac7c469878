import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, useApiServer } from '../../test/api';
import { expectFieldError, expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { BranchesPage } from './BranchesPage';

useApiServer();

function renderBranches(branches: { id: number; name: string }[] | null) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ role: 'admin' }));
  answer('get', '/admin/branches', branches ? { data: branches } : {}, branches ? 200 : 500);
  renderPage(<BranchesPage />, { path: '/admin/branches' });
}

describe('Branches screen', () => {
  it('lists the branches', async () => {
    renderBranches([{ id: 1, name: 'Durg Office' }, { id: 2, name: 'Raipur Main' }]);
    const list = await screen.findByRole('list', { name: 'Branches' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Durg OfficeRename', 'Raipur MainRename']));
  });

  it("toasts 'Could not load branch list.' when the list fails", async () => {
    renderBranches(null);
    expect(await screen.findByText('Could not load branch list.')).toBeInTheDocument();
  });

  it('adds a branch', async () => {
    renderBranches([]);
    expect(await screen.findByText('No branches yet.')).toBeInTheDocument();
    const calls = answer('post', '/admin/branches', { id: 5, name: 'Bhilai' }, 201);
    await userEvent.click(screen.getByRole('button', { name: 'Add Branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Branch' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Branch name/)).toHaveFocus());
    await userEvent.type(within(dialog).getByLabelText(/Branch name/), 'Bhilai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Branch added. Bhilai');
    expect(calls[0].body).toEqual({ name: 'Bhilai' });
  });

  it("renames a branch and shows the server's 409 once, under the branch name", async () => {
    renderBranches([{ id: 1, name: 'Durg Office' }]);
    answer('put', '/admin/branches/1', { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } }, 409);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Durg Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByLabelText(/Branch name/)).toHaveValue('Durg Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(within(dialog).getByLabelText(/Branch name/), 'Branch name has already been taken.');
  });
});
