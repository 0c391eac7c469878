import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import type { TestApp } from '../../build.js';

/** Bulk import test helpers: files built in memory, the upload → check → commit steps, polling to the end. */

export type Cells = (string | number | Date | boolean | null | Record<string, unknown>)[];

const quote = (value: unknown) => (value === null || value === undefined ? '' : /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
export const csvFile = (rows: Cells[]) => Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\n') + '\n');

/** An .xlsx with the rows on its first sheet (Date cells become real Excel dates; {formula} or {error} objects their kind). */
export async function xlsxFile(rows: Cells[], sheetName = 'Citizens'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The upload form's text fields beside the file: `header_row`, `branch_id`. */
export type UploadFields = Record<string, string>;

export function fileForm(bytes: Buffer, name: string, fields: UploadFields = {}) {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  data.append('file', new Blob([new Uint8Array(bytes)]), name);
  return data;
}

export const upload = (t: TestApp, token: string, bytes: Buffer, name = 'citizens.csv', fields: UploadFields = {}) =>
  t.request({ method: 'POST', url: '/api/imports', token, payload: fileForm(bytes, name, fields) });

/** Uploads, maps as guessed and checks: the import id, the upload's and the check's answers. */
export async function uploadAndCheck(t: TestApp, token: string, bytes: Buffer, name = 'citizens.csv', fields: UploadFields = {}) {
  const uploaded = await upload(t, token, bytes, name, fields);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as number;
  const checked = await t.request({ method: 'POST', url: `/api/imports/${id}/check`, token });
  expect(checked.statusCode, checked.body).toBe(200);
  return { id, upload: uploaded.json(), check: checked.json() };
}

/** Polls GET /imports/{id} until the commit ends; answers its last state. */
export async function waitForImport(t: TestApp, token: string, id: number) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const state = (await t.request({ method: 'GET', url: `/api/imports/${id}`, token })).json();
    if (!['committing'].includes(state.status)) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Import ${id} did not finish`);
}

/** Uploads, checks and commits (expecting a clean check); answers the finished import. */
export async function importFile(
  t: TestApp, token: string, bytes: Buffer, onDuplicate: 'skip' | 'update' = 'skip', name = 'citizens.csv', fields: UploadFields = {},
) {
  const { id, check, upload: uploaded } = await uploadAndCheck(t, token, bytes, name, fields);
  const committed = await t.request({ method: 'POST', url: `/api/imports/${id}/commit`, token, payload: { on_duplicate: onDuplicate } });
  expect(committed.statusCode, committed.body).toBe(202);
  return { id, check, upload: uploaded, result: await waitForImport(t, token, id) };
}

let serial = 0;
/**
 * Distinct valid numbers for each call: registration, LL and DL. The worker's files share this module (isolate: false),
 * so past 9,999 calls the registration's series letter moves on (CG05ZA9999, CG05ZB0000) instead of a fifth digit.
 */
export function numbers() {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  const tail = `${process.pid % 100}`.padStart(2, '0');
  const series = `Z${String.fromCharCode(65 + (Math.floor(serial / 10_000) % 26))}`;
  const registration = `CG${tail}${series}${n.slice(-4)}`;
  return { registration_no: registration, ll_no: `CG04/${tail}${n}0/2024`, dl_no: `CG04202${tail}${n}0` };
}


/** Text as Excel on Windows saves "CSV (Comma delimited)": Windows-1252 bytes. */
export const windows1252 = (text: string) => iconv.encode(text, 'windows-1252');
