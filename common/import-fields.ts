/**
 * The columns of a bulk import (issue 23), in the template's order: the API's own field names, each with the group of
 * rows it writes (a citizen, its learner and driving licence, one vehicle and its current records), the name of the
 * field in that group's create form (whose rules and messages it follows), its English and Hindi label and its format.
 * The template's header row is this list; the header guess also knows the labels.
 */
export const IMPORT_GROUPS = ['citizen', 'll', 'dl', 'vehicle', 'insurance', 'pucc', 'fitness', 'permit', 'tax'] as const;
export type ImportGroup = (typeof IMPORT_GROUPS)[number];

export type ImportFormat = 'text' | 'date' | 'mobile' | 'number' | 'choice' | 'list' | 'amount' | 'yes_no' | 'email';

export interface ImportField {
  name: string;
  group: ImportGroup | 'branch';
  /** The field's name in its group's create form. */
  formField: string;
  en: string;
  hi: string;
  format: ImportFormat;
  /** Required whenever a row fills any field of its group (the citizen's always). */
  required: boolean;
  example: string;
}

const field = (
  name: string, group: ImportField['group'], formField: string, en: string, hi: string, format: ImportFormat, example: string, required = false,
): ImportField => ({ name, group, formField, en, hi, format, required, example });

export const IMPORT_FIELDS: readonly ImportField[] = [
  field('name', 'citizen', 'name', 'Name', 'नाम', 'text', 'Ramesh Kumar Sahu', true),
  field('relation_type', 'citizen', 'relation_type', 'Relation', 'संबंध', 'choice', 'Son of'),
  field('relation_name', 'citizen', 'relation_name', 'Relation name', 'संबंधी का नाम', 'text', 'Shyam Lal Sahu'),
  field('father_name', 'citizen', 'father_name', "Father's name", 'पिता का नाम', 'text', ''),
  field('mobile', 'citizen', 'mobile', 'Mobile', 'मोबाइल', 'mobile', '9876543210', true),
  field('email', 'citizen', 'email', 'Email', 'ईमेल', 'email', ''),
  field('dob', 'citizen', 'dob', 'Date of birth', 'जन्म तिथि', 'date', '15-08-1985'),
  field('address', 'citizen', 'address', 'Address', 'पता', 'text', 'Ward 12, Tatibandh'),
  field('state', 'citizen', 'state', 'State', 'राज्य', 'choice', 'Chhattisgarh'),
  field('city', 'citizen', 'city', 'City', 'शहर', 'choice', 'Raipur'),
  field('language', 'citizen', 'language', 'Language', 'भाषा', 'choice', 'hi'),
  field('reminders_opt_out', 'citizen', 'reminders_opt_out', 'No reminders', 'अनुस्मारक बंद', 'yes_no', ''),
  field('branch', 'branch', 'branch', 'Branch', 'शाखा', 'text', ''),
  field('ll_no', 'll', 'll_no', 'LL No.', 'एलएल नंबर', 'number', 'CG04/0001234/2024', true),
  field('ll_application_no', 'll', 'application_no', 'LL application No.', 'एलएल आवेदन नंबर', 'number', ''),
  field('ll_issue_date', 'll', 'issue_date', 'LL issue date', 'एलएल जारी तिथि', 'date', '10-01-2024'),
  field('ll_expiry_date', 'll', 'expiry_date', 'LL expiry date', 'एलएल समाप्ति तिथि', 'date', '08-07-2024'),
  field('ll_vehicle_class', 'll', 'vehicle_class', 'LL vehicle class', 'एलएल वाहन वर्ग', 'list', 'MCWG, LMV'),
  field('ll_office', 'll', 'office', 'LL office', 'एलएल कार्यालय', 'choice', 'CG-04 Raipur'),
  field('dl_no', 'dl', 'dl_no', 'DL No.', 'डीएल नंबर', 'number', 'CG0420240001234', true),
  field('dl_application_no', 'dl', 'application_no', 'DL application No.', 'डीएल आवेदन नंबर', 'number', ''),
  field('dl_issue_date', 'dl', 'issue_date', 'DL issue date', 'डीएल जारी तिथि', 'date', '20-07-2024'),
  field('dl_expiry_date', 'dl', 'expiry_date', 'DL expiry date', 'डीएल समाप्ति तिथि', 'date', '19-07-2044'),
  field('dl_vehicle_class', 'dl', 'vehicle_class', 'DL vehicle class', 'डीएल वाहन वर्ग', 'list', 'MCWG, LMV'),
  field('dl_office', 'dl', 'office', 'DL office', 'डीएल कार्यालय', 'choice', 'CG-04 Raipur'),
  field('registration_no', 'vehicle', 'registration_no', 'Registration No.', 'पंजीकरण नंबर', 'number', 'CG04AB1234', true),
  field('vehicle_type', 'vehicle', 'type', 'Vehicle type', 'वाहन प्रकार', 'choice', 'LMV'),
  field('make_model', 'vehicle', 'make_model', 'Make / Model', 'मेक / मॉडल', 'text', 'Maruti Swift'),
  field('chassis_no', 'vehicle', 'chassis_no', 'Chassis No.', 'चेसिस नंबर', 'number', 'MA3EWDE1S00123456'),
  field('engine_no', 'vehicle', 'engine_no', 'Engine No.', 'इंजन नंबर', 'number', 'K12MN1234567'),
  field('vehicle_application_no', 'vehicle', 'application_no', 'Vehicle application No.', 'वाहन आवेदन नंबर', 'number', ''),
  field('insurance_type', 'insurance', 'insurance_type', 'Insurance type', 'बीमा प्रकार', 'choice', 'Comprehensive', true),
  field('company_name', 'insurance', 'company_name', 'Insurance company', 'बीमा कंपनी', 'text', 'National Insurance', true),
  field('policy_number', 'insurance', 'policy_number', 'Policy No.', 'पॉलिसी नंबर', 'number', 'NIC/2025/123456', true),
  field('insurance_start_date', 'insurance', 'start_date', 'Insurance start date', 'बीमा आरंभ तिथि', 'date', '01-04-2025', true),
  field('insurance_end_date', 'insurance', 'end_date', 'Insurance end date', 'बीमा अंतिम तिथि', 'date', '31-03-2026', true),
  field('insurance_status', 'insurance', 'status', 'Insurance status', 'बीमा स्थिति', 'choice', ''),
  field('pucc_number', 'pucc', 'pucc_number', 'PUCC No.', 'पीयूसीसी नंबर', 'number', 'CG04PUC123456', true),
  field('pucc_valid_from', 'pucc', 'valid_from', 'PUCC valid from', 'पीयूसीसी मान्य से', 'date', '01-10-2025', true),
  field('pucc_valid_until', 'pucc', 'valid_until', 'PUCC valid until', 'पीयूसीसी मान्य तक', 'date', '31-03-2026', true),
  field('pucc_status', 'pucc', 'status', 'PUCC status', 'पीयूसीसी स्थिति', 'choice', ''),
  field('fitness_certificate_number', 'fitness', 'certificate_number', 'Fitness certificate No.', 'फिटनेस प्रमाणपत्र नंबर', 'number', '', true),
  field('fitness_issue_date', 'fitness', 'issue_date', 'Fitness issue date', 'फिटनेस जारी तिथि', 'date', '', true),
  field('fitness_expiry_date', 'fitness', 'expiry_date', 'Fitness expiry date', 'फिटनेस समाप्ति तिथि', 'date', '', true),
  field('permit_number', 'permit', 'permit_number', 'Permit No.', 'परमिट नंबर', 'number', '', true),
  field('permit_issue_date', 'permit', 'issue_date', 'Permit issue date', 'परमिट जारी तिथि', 'date', '', true),
  field('permit_expiry_date', 'permit', 'expiry_date', 'Permit expiry date', 'परमिट समाप्ति तिथि', 'date', '', true),
  field('tax_mode', 'tax', 'tax_mode', 'Tax mode', 'कर प्रकार', 'choice', '', true),
  field('tax_from', 'tax', 'tax_from', 'Tax from', 'कर आरंभ', 'date', '', true),
  field('tax_upto', 'tax', 'tax_upto', 'Tax upto', 'कर तक', 'date', '', true),
  field('tax_amount', 'tax', 'amount', 'Tax amount', 'कर राशि', 'amount', ''),
  field('tax_vehicle_type', 'tax', 'vehicle_type', 'Tax vehicle type', 'कर वाहन प्रकार', 'choice', ''),
];

export const IMPORT_FIELD_NAMES = IMPORT_FIELDS.map((item) => item.name);

/** How each format is written in a cell (the template's notes and Help sheet). */
export const IMPORT_FORMAT_NOTES: Record<ImportFormat, string> = {
  text: 'text',
  date: 'date: dd-mm-yyyy, dd/mm/yyyy, dd/mm/yy, yyyy-mm-dd or an Excel date',
  mobile: '10-digit mobile number (+91 or 0 in front is removed)',
  number: 'number as on the document (spaces removed, capital letters)',
  choice: 'one of the choices of the form (any case; common words such as TP or Bike too)',
  list: 'codes separated by commas',
  amount: 'rupees, up to 2 decimals',
  yes_no: 'yes or no',
  email: 'email address',
};

/** Upload limits: bytes and data rows of one file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Rows the upload and mapping answers show as stored. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Errors a check lists (the counts stay exact). */
export const IMPORT_MAX_LISTED_ERRORS = 1000;
