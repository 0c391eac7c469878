import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import type { ImportCheck, ImportProgress, ImportUpload } from '../../dataProvider/imports';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { BRANCHES } from '../../test/users';
import { renderPage } from '../../test/render';
import { ImportPage } from './ImportPage';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));
useApiServer();

const UPLOAD: ImportUpload = {
  id: 7,
  file_name: 'register.xlsx',
  rows: 200,
  header_row: 2,
  columns: ['Name', 'Mobile', 'Gaadi No'],
  mapping: { Name: 'name', Mobile: 'mobile', 'Gaadi No': null },
  branch_id: null,
  top_rows: [
    { row: 1, cells: ['Vehicle register 2025'] },
    { row: 2, cells: ['Name', 'Mobile', 'Gaadi No'] },
    { row: 3, cells: ['Asha Verma', '9876500001', 'CG04AB0001'] },
  ],
  preview: [
    { name: 'Asha Verma', mobile: '9876500001' },
    { name: 'Ravi Sahu', mobile: '9876500002' },
  ],
  preview_rows: [3, 4],
};
const { top_rows: _shownAtUpload, ...MAPPING_ANSWER } = UPLOAD;
const MAPPED: ImportUpload = {
  ...MAPPING_ANSWER,
  mapping: { ...UPLOAD.mapping, 'Gaadi No': 'registration_no' },
  preview: [
    { name: 'Asha Verma', mobile: '9876500001', registration_no: 'CG04AB0001' },
    { name: 'Ravi Sahu', mobile: '9876500002', registration_no: 'CG04AB0002' },
  ],
};
const WITH_ERRORS: ImportCheck = {
  rows: 200,
  valid: 197,
  error_count: 4,
  errors: [
    { row: 5, field: 'mobile', column: 'Mobile', value: '98765', message: 'Mobile number must be exactly 10 digits.' },
    { row: 5, field: 'dob', column: 'DOB', value: '32/13/85', message: "'32/13/85' is not a date; use dd-mm-yyyy." },
    { row: 9, field: 'registration_no', column: 'Gaadi No', value: 'XX', message: 'The registration no. format is invalid.' },
    { row: 40, field: 'name', column: null, value: null, message: 'The name field is required.' },
  ],
  duplicates: [
    { row: 12, kind: 'mobile_name', existing_id: 31 },
    { row: 14, kind: 'registration_no', existing_id: null },
  ],
};
const CLEAN: ImportCheck = { rows: 200, valid: 200, error_count: 0, errors: [], duplicates: [{ row: 12, kind: 'mobile_name', existing_id: 31 }] };
const progress = (status: ImportProgress['status'], done: number, counts: Partial<ImportProgress> = {}): ImportProgress => ({
  id: 7, file_name: 'register.xlsx', status, done, total: 200, created: 0, updated: 0, added: 0, skipped: 0, error: null, ...counts,
});

/** Answers the upload (multipart) with `body`, counting the uploads (jsdom's FormData reaches msw without its file). */
function answerUpload(body: object, status = 201) {
  const files: string[] = [];
  apiServer.use(
    http.post('/api/imports', async ({ request }) => {
      files.push(request.headers.get('content-type') ?? '');
      return HttpResponse.json(body, { status });
    }),
  );
  return files;
}

/** Answers the uploads, keeping each one's text fields (header_row, branch_id). */
function answerUploads(...bodies: object[]) {
  const fields: Record<string, string>[] = [];
  apiServer.use(
    http.post('/api/imports', async ({ request }) => {
      const form = await request.formData();
      fields.push(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>);
      return HttpResponse.json(bodies.length > 1 ? bodies.shift() : bodies[0], { status: 201 });
    }),
  );
  return fields;
}

/** Answers GET /api/imports/7 with each of `answers` in turn, the last one from then on. */
function answerProgress(...answers: ImportProgress[]) {
  apiServer.use(http.get('/api/imports/7', () => HttpResponse.json(answers.length > 1 ? answers.shift() : answers[0])));
}

const openPage = () => renderPage(<ImportPage />, { path: '/admin/import' });
const chooseFile = (name = 'register.xlsx', size = 10) =>
  userEvent.upload(screen.getByLabelText('Choose a file (.xlsx or .csv)'), new File(['x'.repeat(size)], name));
const fieldOf = (column: string) => screen.getByRole('combobox', { name: `Field for column ${column}` });
const previewHeadings = () => within(screen.getByRole('table', { name: /Preview/ })).getAllByRole('columnheader').map((cell) => cell.textContent);

/** Uploads, maps 'Gaadi No' to the registration number and checks the rows, answered with `check`. */
async function uploadMapAndCheck(check: ImportCheck) {
  answerUpload(UPLOAD);
  answer('put', '/imports/7/mapping', MAPPED);
  answer('post', '/imports/7/check', check);
  openPage();
  await chooseFile();
  await userEvent.click(await screen.findByRole('combobox', { name: 'Field for column Gaadi No' }));
  await userEvent.click(screen.getByRole('option', { name: 'Registration No.' }));
  await screen.findByRole('cell', { name: 'CG04AB0001' });
  await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
  await screen.findByText('Rows');
}

describe('the import page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(saveAs).mockClear();
    sessionStorage.clear();
    tokenStore.set('admin-token');
    answer('get', '/me', aUser({ role: 'admin' }));
    answer('get', '/admin/branches', { data: BRANCHES });
  });

  it('uploads the file, shows the guessed fields with a preview, and updates the preview when a column is mapped', async () => {
    const files = answerUpload(UPLOAD);
    const saved = answer('put', '/imports/7/mapping', MAPPED);
    openPage();
    expect(screen.getByRole('heading', { name: 'Import from Excel' })).toBeInTheDocument();
    await chooseFile();
    expect(await screen.findByText('register.xlsx: 200 rows')).toBeInTheDocument();
    expect(files).toEqual([expect.stringMatching(/^multipart\/form-data/)]);
    expect(fieldOf('Name')).toHaveTextContent('Name');
    expect(fieldOf('Mobile')).toHaveTextContent('Mobile');
    expect(fieldOf('Gaadi No')).toHaveTextContent('Do not import');
    expect(previewHeadings()).toEqual(['Row', 'Name', 'Mobile']);
    // Numbered as in the sheet: below the header row 2.
    expect(screen.getByRole('row', { name: '3 Asha Verma 9876500001' })).toBeInTheDocument();

    await userEvent.click(fieldOf('Gaadi No'));
    expect(screen.getByRole('option', { name: 'Name' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Registration No.' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toEqual({ mapping: { Name: 'name', Mobile: 'mobile', 'Gaadi No': 'registration_no' } });
    expect(await screen.findByRole('cell', { name: 'CG04AB0002' })).toBeInTheDocument();
    expect(previewHeadings()).toEqual(['Row', 'Name', 'Mobile', 'Registration No.']);
  });

  it('reads the file again from the header row chosen, into the branch chosen, and drops the first upload', async () => {
    const fields = answerUploads(UPLOAD, { ...UPLOAD, id: 8, header_row: 1, rows: 201, columns: ['Vehicle register 2025'], mapping: { 'Vehicle register 2025': null } });
    const dropped = answer('delete', '/imports/7', {}, 204);
    openPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Branch for the rows' }));
    await userEvent.click(screen.getByRole('option', { name: 'Durg Office' }));
    await chooseFile();
    const headerRow = await screen.findByRole('combobox', { name: 'Header row' });
    expect(headerRow).toHaveTextContent('Row 2: Name · Mobile · Gaadi No');
    await userEvent.click(headerRow);
    await userEvent.click(screen.getByRole('option', { name: 'Row 1: Vehicle register 2025' }));
    expect(await screen.findByText('register.xlsx: 201 rows')).toBeInTheDocument();
    expect(fields).toEqual([{ branch_id: '3' }, { header_row: '1', branch_id: '3' }]);
    await waitFor(() => expect(dropped).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Header row' })).toHaveTextContent('Row 1: Vehicle register 2025');
  });

  it('says one row in the singular', async () => {
    answerUpload({ ...UPLOAD, rows: 1 });
    openPage();
    await chooseFile();
    expect(await screen.findByText('register.xlsx: 1 row')).toBeInTheDocument();
  });

  it('warns while a field every row needs has no column', async () => {
    answerUpload(UPLOAD);
    answer('put', '/imports/7/mapping', { ...UPLOAD, mapping: { ...UPLOAD.mapping, Mobile: null } });
    openPage();
    await chooseFile();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Field for column Mobile' }));
    await userEvent.click(screen.getByRole('option', { name: 'Do not import' }));
    expect(await screen.findByText('Not chosen yet: Mobile. Every row needs them.')).toBeInTheDocument();
  });

  it('lists the rows with errors and the duplicates, and offers no import while a row has an error', async () => {
    await uploadMapAndCheck(WITH_ERRORS);
    const counts = screen.getAllByRole('definition').map((count) => count.textContent);
    expect(counts).toEqual(['200', '197', '3', '2']);
    const errors = within(screen.getByRole('region', { name: 'Rows with errors' }));
    // The file's own column and the cell as written; a field without a column by its label.
    expect(errors.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RowColumn in the fileValueMessage',
      '5Mobile98765Mobile number must be exactly 10 digits.',
      "5DOB32/13/85'32/13/85' is not a date; use dd-mm-yyyy.",
      '9Gaadi NoXXThe registration no. format is invalid.',
      '40NameThe name field is required.',
    ]);
    expect(screen.getByText(/^3 rows have errors, 4 errors in all\. Correct these rows in the file and upload it again/)).toBeInTheDocument();
    const duplicates = within(screen.getByRole('region', { name: 'Duplicates' }));
    expect(duplicates.getByRole('link', { name: 'Citizen 31' })).toHaveAttribute('href', '/citizens/31');
    expect(duplicates.getByText('An earlier row of this file')).toBeInTheDocument();
    expect(duplicates.getByText('Same registration No.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 197 rows' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(fieldOf('Gaadi No')).toHaveTextContent('Registration No.');
  });

  it('downloads the errors as a CSV', async () => {
    await uploadMapAndCheck(WITH_ERRORS);
    apiServer.use(
      http.get('/api/imports/7/errors', () =>
        new HttpResponse('\uFEFFRow,Column,Value,Field,Message\n5,Mobile,98765,Mobile,Mobile number must be exactly 10 digits.\n', {
          headers: { 'content-disposition': 'attachment; filename="import-7-errors.csv"' },
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download the errors (CSV)' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('import-7-errors.csv');
  });

  it('lists the first 25 duplicates, and all of them when asked', async () => {
    const duplicates = Array.from({ length: 30 }, (_, index) => ({ row: index + 2, kind: 'll_no' as const, existing_id: 100 + index }));
    await uploadMapAndCheck({ ...CLEAN, duplicates });
    const region = within(screen.getByRole('region', { name: 'Duplicates' }));
    expect(region.getAllByRole('link')).toHaveLength(25);
    await userEvent.click(region.getByRole('button', { name: 'Show all 30' }));
    expect(region.getAllByRole('link')).toHaveLength(30);
    expect(region.getByRole('link', { name: 'Citizen 129' })).toHaveAttribute('href', '/citizens/129');
  });

  it('imports with the duplicates updated, shows the progress, then the counts, the report and the citizens list', async () => {
    await uploadMapAndCheck(CLEAN);
    expect(screen.getByText('Every row can be imported.')).toBeInTheDocument();
    const committed = answer('post', '/imports/7/commit', {}, 202);
    answerProgress(progress('committing', 50), progress('committing', 150), progress('done', 200, { created: 199, updated: 1 }));
    apiServer.use(
      http.get('/api/imports/7/report', () =>
        new HttpResponse('row,outcome,citizen_id,message\n2,created,40,\n', { headers: { 'content-disposition': 'attachment; filename="import-7-report.csv"' } }),
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Update existing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 200 rows' }));
    await waitFor(() => expect(committed).toHaveLength(1));
    expect(committed[0].body).toEqual({ on_duplicate: 'update' });
    expect(await screen.findByText('Importing: 50 of 200 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText('Import complete', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.MuiStepLabel-iconContainer.Mui-completed')).toHaveLength(4));
    expect(screen.getAllByRole('definition').map((count) => count.textContent)).toEqual(['199', '0', '1', '0']);
    expect(screen.getByRole('link', { name: 'Open the citizens list' })).toHaveAttribute('href', '/citizens');
    expect(screen.queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(fileName).toBe('import-7-report.csv');
    expect(await blob.text()).toMatch(/^row,outcome,citizen_id,message/);
  });

  it('shows the running import again when the page is opened anew, until its outcome is shown', async () => {
    await uploadMapAndCheck(CLEAN);
    answer('post', '/imports/7/commit', {}, 202);
    answerProgress(progress('committing', 120));
    await userEvent.click(screen.getByRole('button', { name: 'Import 200 rows' }));
    expect(await screen.findByText('Importing: 120 of 200 rows')).toBeInTheDocument();
    cleanup();

    answerProgress(progress('done', 200, { created: 200 }));
    openPage();
    expect(await screen.findByText('Import complete')).toBeInTheDocument();
    cleanup();
    openPage();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('says when the import it was following is gone from the server', async () => {
    sessionStorage.setItem('import.running', '7');
    answer('get', '/imports/7', { message: 'Not found.' }, 404);
    openPage();
    expect(await screen.findByText('This import is no longer on the server. Start again with the file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again with another file' }));
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('cancels a running import', async () => {
    await uploadMapAndCheck(CLEAN);
    answer('post', '/imports/7/commit', {}, 202);
    answerProgress(progress('committing', 20));
    const cancelled: string[] = [];
    apiServer.use(
      http.delete('/api/imports/7', () => {
        cancelled.push('7');
        answerProgress(progress('cancelled', 20));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import 200 rows' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('The import was cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(cancelled).toEqual(['7']);
    await userEvent.click(screen.getByRole('button', { name: 'Start again with another file' }));
    expect(screen.getByLabelText('Choose a file (.xlsx or .csv)')).toBeInTheDocument();
  });

  it("shows the server's reasons when the commit is refused", async () => {
    await uploadMapAndCheck(CLEAN);
    answer('post', '/imports/7/commit', { message: 'Some rows have errors.', errors: { '5.mobile': ['Mobile number must be exactly 10 digits.'] } }, 422);
    await userEvent.click(screen.getByRole('button', { name: 'Import 200 rows' }));
    const alert = (await screen.findByText('Some rows have errors.')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Some rows have errors.');
    expect(alert).toHaveTextContent('Row 5: Mobile number must be exactly 10 digits.');
  });

  it('says a file over 20 MB is too large, and why the server refused a file', async () => {
    answerUpload({ message: 'The file is too large.' }, 413);
    openPage();
    await chooseFile('big.xlsx');
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 20 MB. Split it into smaller files');

    answerUpload({ message: 'The file cannot be imported.', errors: { file: ['Row 7, column C holds a formula; paste values only.'] } }, 422);
    await chooseFile('formula.xlsx');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file cannot be imported.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Row 7, column C holds a formula; paste values only.');
  });

  it('downloads the template', async () => {
    apiServer.use(
      http.get('/api/imports/template', () =>
        new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="parivahan-import-template.xlsx"' } }),
      ),
    );
    openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('parivahan-import-template.xlsx');
  });
});
