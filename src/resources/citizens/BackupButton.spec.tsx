import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { answer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { BackupButton } from './BackupButton';

useApiServer();

describe('BackupButton', () => {
  beforeEach(() => tokenStore.set('token'));

  it("keeps the specification's confirmation and adds the database size and the last backup's duration", async () => {
    answer('get', '/database-backups/info', { database_bytes: 52_400_000, last_backup: { at: '2026-11-26T04:30:00.000Z', seconds: 12.4 } });
    renderPage(<BackupButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Backup & Download DB' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This will generate a full database backup and start the download. Continue?');
    expect(await screen.findByText(/^Database size: 52\.4 MB\. The last backup \(26-11-2026 \d\d:\d\d\) took 12 s\.$/)).toBeInTheDocument();
  });

  it('says when no backup has been made yet', async () => {
    answer('get', '/database-backups/info', { database_bytes: 800_000, last_backup: null });
    renderPage(<BackupButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Backup & Download DB' }));
    expect(await screen.findByText('Database size: 800 kB. No backup has been made yet.')).toBeInTheDocument();
  });
});
