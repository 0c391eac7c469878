import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import type { BackupFile } from '../../dataProvider/backups';
import { formatDateTime } from '../../format';
import { answer, apiServer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { BackupsPage } from './BackupsPage';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));
useApiServer();

const VERIFIED: BackupFile = {
  name: 'backup-20261127-020000.zip',
  size: 57_250_000,
  documents: { count: 1234, bytes: 56_000_000 },
  created_at: '2026-11-26T20:30:00Z',
  verified: true,
  error: null,
};
/** A backup made before backups held documents: the SQL dump alone. */
const CHECK_FAILED: BackupFile = {
  name: 'backup-20261126-020000.sql',
  size: 1_240_000,
  documents: null,
  created_at: '2026-11-25T20:30:00Z',
  verified: false,
  error: 'The backup does not restore every row (public.citizens: 120 in the database, 119 in the backup).',
};
const FOLDER = { database_bytes: 1, last_backup: null, folder: { time: '02:00', keep: 14 } };

const openPage = () => renderPage(<BackupsPage />, { path: '/admin/backups' });

describe('the backups page', () => {
  beforeEach(() => {
    vi.mocked(saveAs).mockClear();
    tokenStore.set('admin-token');
  });

  it('tells when the daily backup runs, lists the backups with size, time, what each holds and its check, and shows the last failure', async () => {
    answer('get', '/admin/backups', [VERIFIED, CHECK_FAILED]);
    answer('get', '/database-backups/info', FOLDER);
    openPage();
    expect(await screen.findByText(/every day at 02:00 \(India time\).*The 14 newest are kept\./)).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `backup-20261127-020000.zip${formatDateTime(VERIFIED.created_at)} · 57.3 MBDatabase and 1,234 documents (56 MB)VerifiedDownload`,
      `backup-20261126-020000.sql${formatDateTime(CHECK_FAILED.created_at)} · 1.2 MBDatabase only, no documents (made before backups held them)Check failedDownload`,
    ]);
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent(`Last failure, ${formatDateTime(CHECK_FAILED.created_at)}`);
    expect(failure).toHaveTextContent(CHECK_FAILED.error!);
  });

  it('backs up now, then reads the list again until the new backup is checked', async () => {
    const checking = { ...VERIFIED, name: 'backup-20261127-163000.zip', size: null, documents: null, verified: null };
    const answers = [[VERIFIED], [checking, VERIFIED], [{ ...checking, size: 1_300_000, documents: { count: 1, bytes: 52_000 }, verified: true }, VERIFIED]];
    apiServer.use(http.get('/api/admin/backups', () => HttpResponse.json(answers.length > 1 ? answers.shift() : answers[0])));
    answer('get', '/database-backups/info', FOLDER);
    const started = answer('post', '/admin/backups', checking, 202);
    openPage();
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(await screen.findByText('Backup started. It is written and checked in the background.')).toBeInTheDocument();
    expect(await screen.findByText('Writing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
    const newest = () => within(screen.getAllByRole('listitem')[0]);
    await waitFor(() => expect(newest().getByText('Verified')).toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    expect(screen.queryByText(/Last failure/)).not.toBeInTheDocument();
  });

  it("shows the server's message when a backup cannot start", async () => {
    answer('get', '/admin/backups', []);
    answer('get', '/database-backups/info', FOLDER);
    answer('post', '/admin/backups', { message: 'A backup is running. Please wait until it is done.' }, 409);
    openPage();
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A backup is running. Please wait until it is done.');
  });

  it('downloads a backup by its name', async () => {
    answer('get', '/admin/backups', [VERIFIED]);
    answer('get', '/database-backups/info', FOLDER);
    apiServer.use(
      http.get(`/api/admin/backups/${VERIFIED.name}`, () =>
        new HttpResponse('-- PostgreSQL database dump', { headers: { 'content-disposition': `attachment; filename="${VERIFIED.name}"` } }),
      ),
    );
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: `Download ${VERIFIED.name}` }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(fileName).toBe(VERIFIED.name);
    expect(await blob.text()).toBe('-- PostgreSQL database dump');
  });

  it('says how to turn backups on when BACKUP_DIR is off, without a Back up now to press', async () => {
    answer('get', '/admin/backups', []);
    answer('get', '/database-backups/info', { ...FOLDER, folder: null });
    openPage();
    expect(await screen.findByText(/Backups to a folder are off on this server\. Set BACKUP_DIR/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  });
});
