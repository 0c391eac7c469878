import type { FieldSpec } from '../support/forms';

/** One of the seven record dialogs of a vehicle: its button, title, API segment and inputs. */
export interface RecordForm {
  type: string;
  button: string;
  title: string;
  fields(unique: string): FieldSpec[];
  /** The field whose text finds the record's row. */
  key: number;
}

const date = (label: string, source: string, value: string): FieldSpec => ({ label, kind: 'date', source, value, required: true });
const number = (label: string, source: string, value: string): FieldSpec => ({ label, kind: 'text', source, value, saved: value.toUpperCase(), required: true });
const DOCUMENT: FieldSpec = { label: 'Document', kind: 'file', source: 'file_path', value: 'document.pdf' };
const ACTIVE: FieldSpec = { label: 'Status', kind: 'select', source: 'status', value: 'Active', saved: 'active', required: true };

/** Fitness, VLTd, permit and speed governor: a number, issue and expiry dates, a document. */
const certificate = (type: string, button: string, title: string, numberLabel = 'Certificate Number', source = 'certificate_number'): RecordForm => ({
  type,
  button,
  title,
  key: 0,
  fields: (unique) => [number(numberLabel, source, `c${unique}`), date('Issue Date', 'issue_date', '01-01-2025'), date('Expiry Date', 'expiry_date', '31-12-2027'), DOCUMENT],
});

/** In the order of the vehicle's buttons; end dates lie ahead, so a hand-chosen status stands. */
export const RECORD_FORMS: RecordForm[] = [
  {
    type: 'taxes',
    button: 'Taxes',
    title: 'Taxes',
    key: 1,
    fields: () => [
      { label: 'Vehicle Type', kind: 'select', source: 'vehicle_type', value: 'LMV' },
      { label: 'Tax Mode', kind: 'select', source: 'tax_mode', value: 'Yearly', required: true },
      date('Tax From', 'tax_from', '01-04-2026'),
      date('Tax Upto', 'tax_upto', '31-03-2027'),
      { label: 'Amount', kind: 'amount', source: 'amount', value: '1850.5', saved: '1850.50' },
      DOCUMENT,
    ],
  },
  {
    type: 'insurances',
    button: 'Insurance',
    title: 'Insurance',
    key: 2,
    fields: (unique) => [
      { label: 'Insurance Type', kind: 'select', source: 'insurance_type', value: 'Comprehensive', required: true },
      { label: 'Company', kind: 'text', source: 'company_name', value: 'ACME General', required: true },
      number('Policy Number', 'policy_number', `pol${unique}`),
      date('Start Date', 'start_date', '01-03-2026'),
      date('End Date', 'end_date', '28-02-2027'),
      ACTIVE,
      DOCUMENT,
    ],
  },
  {
    type: 'puccs',
    button: 'PUCC',
    title: 'PUCC',
    key: 0,
    fields: (unique) => [number('PUCC Number', 'pucc_number', `pu${unique}`), date('Valid From', 'valid_from', '01-11-2026'), date('Valid Until', 'valid_until', '30-04-2027'), ACTIVE, DOCUMENT],
  },
  certificate('fitnesses', 'Fitness', 'Fitness'),
  certificate('vltds', 'VLTd', 'VLTd'),
  certificate('permits', 'Permit', 'Permit', 'Permit Number', 'permit_number'),
  certificate('speed-governors', 'Speed Gov.', 'Speed Governor'),
];
