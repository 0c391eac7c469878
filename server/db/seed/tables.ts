/** The tables the demo seed fills in bulk, with the columns it writes (ids are assigned by the generator). */
export const BULK_COLUMNS = {
  citizens: [
    'id', 'name', 'relation_type', 'relation_name', 'father_name', 'mobile', 'email', 'dob', 'address',
    'state', 'city', 'user_id', 'branch_id', 'created_by', 'created_at', 'updated_at',
  ],
  learner_licences: ['id', 'citizen_id', 'll_no', 'application_no', 'issue_date', 'expiry_date', 'vehicle_class', 'office'],
  driving_licences: ['id', 'citizen_id', 'dl_no', 'application_no', 'issue_date', 'expiry_date', 'vehicle_class', 'office'],
  vehicles: ['id', 'citizen_id', 'registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'],
  taxes: ['id', 'vehicle_id', 'vehicle_type', 'tax_mode', 'tax_from', 'tax_upto', 'amount'],
  insurances: ['id', 'vehicle_id', 'insurance_type', 'company_name', 'policy_number', 'start_date', 'end_date', 'status'],
  puccs: ['id', 'vehicle_id', 'pucc_number', 'valid_from', 'valid_until', 'status'],
  fitnesses: ['id', 'vehicle_id', 'certificate_number', 'issue_date', 'expiry_date'],
  vltds: ['id', 'vehicle_id', 'certificate_number', 'issue_date', 'expiry_date'],
  speed_governors: ['id', 'vehicle_id', 'certificate_number', 'issue_date', 'expiry_date'],
  permits: ['id', 'vehicle_id', 'permit_number', 'issue_date', 'expiry_date'],
  service_requests: ['id', 'reference', 'user_id', 'category', 'services', 'query', 'contact_name', 'contact_phone', 'status', 'created_at', 'updated_at'],
  document_inquiries: ['id', 'reference', 'name', 'phone', 'vehicle_no', 'document_types', 'status', 'created_at', 'updated_at'],
} as const;

export type BulkTable = keyof typeof BULK_COLUMNS;
/** Parents before children, the order rows are written in. */
export const BULK_TABLES = Object.keys(BULK_COLUMNS) as BulkTable[];

export type Cell = string | number | null;

/**
 * The rows of one table in PostgreSQL's COPY text format (tab-separated, \N for null), written
 * byte by byte into a growing buffer: no string per line or per batch, so the garbage collector
 * stays idle. Generated values are ASCII and never hold tabs, newlines or backslashes.
 */
export class CopyRows {
  private buffer = Buffer.allocUnsafe(256 * 1024);
  private length = 0;
  count = 0;

  push(cells: readonly Cell[]): void {
    if (this.length + MAX_ROW_BYTES > this.buffer.length) this.grow();
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) buffer[at++] = TAB;
      const cell = cells[i];
      if (cell === null) {
        buffer[at++] = BACKSLASH;
        buffer[at++] = LETTER_N;
      } else if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 0) {
        at = writeInteger(buffer, at, cell);
      } else {
        const text = String(cell);
        for (let k = 0; k < text.length; k++) buffer[at++] = text.charCodeAt(k);
      }
    }
    buffer[at++] = NEWLINE;
    this.length = at;
    this.count++;
  }

  /** The rows written so far (a view, valid until the next push). */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private grow(): void {
    const bigger = Buffer.allocUnsafe(this.buffer.length * 2);
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}

const TAB = 9;
const NEWLINE = 10;
const BACKSLASH = 92;
const LETTER_N = 78;
const DIGIT_0 = 48;
/** No generated row comes near this. */
const MAX_ROW_BYTES = 4096;

function writeInteger(buffer: Buffer, at: number, value: number): number {
  const start = at;
  do {
    buffer[at++] = DIGIT_0 + (value % 10);
    value = Math.floor(value / 10);
  } while (value > 0);
  for (let left = start, right = at - 1; left < right; left++, right--) {
    const swap = buffer[left];
    buffer[left] = buffer[right];
    buffer[right] = swap;
  }
  return at;
}

/** The rows of one batch, per table. */
export type Batch = Record<BulkTable, CopyRows>;

export const emptyBatch = (): Batch =>
  Object.fromEntries(BULK_TABLES.map((table) => [table, new CopyRows()])) as unknown as Batch;

/** A text[] value in COPY text format. */
export const arrayLiteral = (items: readonly string[]) => `{${items.map((item) => `"${item}"`).join(',')}}`;
