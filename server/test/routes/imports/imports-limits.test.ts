import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../../common/import-fields.js';
import { PDF, PNG } from '../../documents.js';
import { countTableRows } from '../../security/table-rows.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { csvFile, fileForm, upload, xlsxFile } from './fixtures.js';

const { t, world } = setUpWorld();

/** Uploads and expects a refusal with `message`, nothing written. */
async function expectRefused(bytes: Buffer, name: string, status: number, message: string) {
  const before = await countTableRows(t);
  const response = await upload(t, world.admin.token, bytes, name);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await countTableRows(t)).toEqual(before);
}

const NOT_A_SHEET = 'The file must be a CSV file or an Excel workbook (.xlsx).';

describe('POST /api/imports refuses, writing nothing', () => {
  it('a file that is not CSV or XLSX, whatever its name', async () => {
    await expectRefused(PDF, 'citizens.csv', 422, NOT_A_SHEET);
    await expectRefused(PNG, 'citizens.xlsx', 422, NOT_A_SHEET);
    const zip = new JSZip();
    zip.file('citizens.txt', 'name,mobile');
    await expectRefused(await zip.generateAsync({ type: 'nodebuffer' }), 'citizens.xlsx', 422, NOT_A_SHEET);
  });

  it('an empty file, a file without data rows, a sheet without a header row', async () => {
    await expectRefused(Buffer.alloc(0), 'empty.csv', 422, 'The file is empty.');
    await expectRefused(csvFile([['name', 'mobile']]), 'header.csv', 422, 'The file has no rows below its header row.');
    const noHeader = 'None of the first 20 rows holds column headers (such as name, mobile); choose the header row.';
    await expectRefused(csvFile([['Ramesh', '9827012345'], ['Sita', '9827012346']]), 'data.csv', 422, noHeader);
    await expectRefused(await xlsxFile([['Register 2025'], ['Ramesh', '9827012345']]), 'title.xlsx', 422, noHeader);
  });

  it('a formula or an error cell, naming it', async () => {
    const formula = await xlsxFile([['name', 'mobile', 'dob'], ['Sita', '9827012346', '01-01-1990'], ['Ram', { formula: 'B2+1', result: 9827012347 }, '01-01-1990']]);
    await expectRefused(formula, 'formula.xlsx', 422, 'Row 3, column B holds a formula; paste values only.');
    const error = await xlsxFile([['name', 'mobile'], ['Sita', { error: '#N/A' }]]);
    await expectRefused(error, 'error.xlsx', 422, 'Row 2, column B holds the error #N/A; correct it or clear the cell.');
    await expectRefused(csvFile([['name', 'mobile'], ['=HYPERLINK("x")', '9827012346']]), 'formula.csv', 422, 'Row 2, column A holds a formula; paste values only.');
    const hindi = await t.request({ method: 'POST', url: '/api/imports', token: world.admin.token, payload: fileForm(formula, 'formula.xlsx'), headers: { 'accept-language': 'hi' } });
    expect(hindi.json().message).toBe('पंक्ति 3, कॉलम B में सूत्र है; केवल मान चिपकाएँ।');
  });

  // Reading 200,001 rows took over 30 s once in CI, beside the other workers on a slower 2-core machine.
  it('over 20 MB (413) and over 200,000 rows', { timeout: 90_000 }, async () => {
    await expectRefused(Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'a'), 'big.csv', 413, 'The file may not be greater than 20 MB.');
    const lines = ['name,mobile', ...Array.from({ length: 200_001 }, (_, i) => `P${i},9${String(i).padStart(9, '0')}`)];
    await expectRefused(Buffer.from(lines.join('\n')), 'many.csv', 422, 'The file has more than 200,000 rows; split it into smaller files.');
  });

  it('a request without a file', async () => {
    const data = new FormData();
    data.append('note', 'no file');
    const response = await t.request({ method: 'POST', url: '/api/imports', token: world.admin.token, payload: data });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['The file field is required.'] });
  });
});
