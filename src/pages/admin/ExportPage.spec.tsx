import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { answer, apiServer, useApiServer } from '../../test/api';
import { expectFailure } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { ExportPage } from './ExportPage';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));
useApiServer();

const TABLES = [
  { name: 'citizens', rows: 125000, bytes: 48_300_000 },
  { name: 'vehicles', rows: null, bytes: 16_384 },
];

/** Answers GET /api<path> with `body` as a file named `fileName`, sent in two parts: the second once `release` is called. */
function slowFile(path: string, body: string, fileName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bytes = new TextEncoder().encode(body);
  const half = Math.floor(bytes.length / 2);
  const authorizations: (string | null)[] = [];
  apiServer.use(
    http.get(`/api${path}`, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      const stream = new ReadableStream({
        async start(controller) {
          controller.enqueue(bytes.slice(0, half));
          await released;
          controller.enqueue(bytes.slice(half));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-disposition': `attachment; filename="${fileName}"` } });
    }),
  );
  return { release, authorizations };
}

const openPage = () => renderPage(<ExportPage />, { path: '/admin/export' });
const savedFile = async () => {
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  const [blob, fileName] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
  // Decoded keeping a byte-order mark, which Blob.text() would drop.
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()), fileName };
};

describe('the data export page', () => {
  beforeEach(() => {
    vi.mocked(saveAs).mockClear();
    tokenStore.set('admin-token');
  });

  it('lists the tables by name with their rows and size, each with a CSV download', async () => {
    answer('get', '/export/tables/sizes', TABLES);
    openPage();
    expect(await screen.findByRole('heading', { name: 'Data Export' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CitizensRows: 1,25,000 · Size: 48.3 MBDownload CSV',
      'VehiclesSize: 16 kBDownload CSV',
    ]);
    expect(screen.getByRole('button', { name: 'Download Vehicles as CSV' })).toBeEnabled();
  });

  it('downloads a table with the token, shows the bytes received, then saves the file', async () => {
    answer('get', '/export/tables/sizes', TABLES);
    const csv = `\uFEFFid,name\n${'1,Ramesh Kumar\n'.repeat(300)}`;
    const file = slowFile('/export/table/citizens', csv, 'citizens.csv');
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Citizens as CSV' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Downloading citizens.csv: 2 kB received');
    expect(screen.getByRole('button', { name: 'Download all as ZIP' })).toBeDisabled();
    file.release();
    expect(await savedFile()).toEqual({ text: csv, fileName: 'citizens.csv' });
    expect(file.authorizations).toEqual(['Bearer admin-token']);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('downloads every table as one ZIP', async () => {
    answer('get', '/export/tables/sizes', TABLES);
    const file = slowFile('/export/all-as-zip', 'PK-zip-bytes', 'parivahan-desk-export.zip');
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download all as ZIP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Downloading ZIP');
    file.release();
    expect(await savedFile()).toEqual({ text: 'PK-zip-bytes', fileName: 'parivahan-desk-export.zip' });
  });

  it("shows 'Failed to load table list.' or the server's message", async () => {
    answer('get', '/export/tables/sizes', {}, 500);
    const { unmount } = openPage();
    await expectFailure('Failed to load table list.');
    unmount();

    answer('get', '/export/tables/sizes', { message: 'The database is busy.' }, 503);
    openPage();
    await expectFailure('The database is busy.');
  });

  it('answers a 403 with the forbidden page naming Data Export', async () => {
    answer('get', '/export/tables/sizes', { message: 'This action is unauthorized.' }, 403);
    openPage();
    expect(await screen.findByRole('heading', { name: /^Forbidden/ })).toBeInTheDocument();
    expect(screen.getByText(/The page “Data Export” is not open to your role/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all as ZIP' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to export {table}.' and 'Data export failed.' when a download fails", async () => {
    answer('get', '/export/tables/sizes', TABLES);
    answer('get', '/export/table/vehicles', {}, 500);
    answer('get', '/export/all-as-zip', {}, 500);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Vehicles as CSV' }));
    await expectFailure('Failed to export Vehicles.');
    await userEvent.click(screen.getByRole('button', { name: 'Download all as ZIP' }));
    await expectFailure('Data export failed.');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it("shows the server's message when a download is refused", async () => {
    answer('get', '/export/tables/sizes', TABLES);
    answer('get', '/export/table/citizens', { message: 'Not found.' }, 404);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Citizens as CSV' }));
    await expectFailure('Not found.');
  });
});
