import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

/**
 * The bench's import files: `rows` citizens, each with a vehicle and two current records (insurance and PUCC), all
 * numbers unique (`offset` keeps the CSV's apart from the workbook's). Written as streams, never held whole.
 */
export const BENCH_HEADERS = [
  'name', 'mobile', 'dob', 'city', 'registration_no', 'vehicle_type', 'insurance_type', 'company_name', 'policy_number',
  'insurance_start_date', 'insurance_end_date', 'pucc_number', 'pucc_valid_from', 'pucc_valid_until',
];

const SERIES = ['AA', 'AB', 'AC', 'AD', 'AE', 'AF', 'AG', 'AH', 'AJ', 'AK', 'AL', 'AM', 'AN', 'AP', 'AR', 'AS', 'AT', 'AU', 'AV', 'AW'];

function benchRow(i: number): (string | Date)[] {
  const digits = String(i).padStart(7, '0');
  // 20 series × 10,000 numbers per RTO code, RTO codes 10 to 99: unique registrations for up to 18 million rows.
  const registration = `CG${10 + Math.floor(i / 200_000)}${SERIES[Math.floor(i / 10_000) % 20]}${String(i % 10_000).padStart(4, '0')}`;
  return [
    `Bench Citizen ${digits}`, `7${String(i).padStart(9, '0')}`, '15-08-1985', 'Raipur', registration, 'LMV', 'Comprehensive',
    'National Insurance', `NIC/${digits}`, '01-04-2025', '31-03-2026', `PUC${digits}`, '01-10-2025', '31-03-2026',
  ];
}

export async function writeBenchXlsx(file: string, rows: number, offset = 0): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Citizens');
  sheet.addRow(BENCH_HEADERS).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(benchRow(offset + i)).commit();
  sheet.commit();
  await workbook.commit();
}

export async function writeBenchCsv(file: string, rows: number, offset = 0): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${BENCH_HEADERS.join(',')}\n`);
  for (let i = 0; i < rows; i++) {
    if (!out.write(`${benchRow(offset + i).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
