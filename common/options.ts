/** Every option list of the specification (shared/spec/lists.md), imported by both server and app. */

export const ROLES = ['admin', 'manager', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

export const OFFICES = [
  ['CG-04', 'Raipur'], ['CG-05', 'Dhamtari'], ['CG-06', 'Mahasamund'], ['CG-07', 'Durg'],
  ['CG-08', 'Rajnandgaon'], ['CG-09', 'Kawardha'], ['CG-10', 'Bilaspur'], ['CG-11', 'Janjgir-Champa'],
  ['CG-12', 'Korba'], ['CG-13', 'Raigarh'], ['CG-14', 'Jashpur'], ['CG-15', 'Ambikapur'],
  ['CG-16', 'Baikunthpur'], ['CG-17', 'Jagdalpur'], ['CG-18', 'Dantewada'], ['CG-19', 'Kanker'],
  ['CG-20', 'Bijapur'], ['CG-21', 'Narayanpur'], ['CG-22', 'Baloda Bazar'], ['CG-23', 'Gariaband'],
  ['CG-24', 'Balod'], ['CG-25', 'Bemetara'], ['CG-26', 'Sukma'], ['CG-27', 'Kondagaon'],
  ['CG-28', 'Mungeli'], ['CG-29', 'Surajpur'], ['CG-30', 'Balrampur'], ['CG-31', 'Gaurela-Pendra-Marwahi'],
].map(([code, name]) => `${code} ${name}`);

export const HOME_STATE = 'Chhattisgarh';

export const CG_DISTRICTS = [
  'Balod', 'Baloda Bazar-Bhatapara', 'Balrampur-Ramanujganj', 'Bastar', 'Bemetara', 'Bijapur',
  'Bilaspur', 'Dantewada', 'Dhamtari', 'Durg', 'Gariaband', 'Gaurela-Pendra-Marwahi',
  'Janjgir-Champa', 'Jashpur', 'Kabirdham', 'Kanker', 'Khairagarh-Chhuikhadan-Gandai', 'Kondagaon',
  'Korba', 'Koriya', 'Mahasamund', 'Manendragarh-Chirmiri-Bharatpur', 'Mohla-Manpur-Ambagarh Chowki',
  'Mungeli', 'Narayanpur', 'Raigarh', 'Raipur', 'Rajnandgaon', 'Sakti', 'Sarangarh-Bilaigarh',
  'Sukma', 'Surajpur', 'Surguja',
] as const;

export const STATES = [
  'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar',
  'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa',
  'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka',
  'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu',
  'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

export const RELATION_TYPES = ['Son of', 'Wife of', 'Daughter of'] as const;
export const RELATION_SHORT: Record<(typeof RELATION_TYPES)[number], string> = {
  'Son of': 'S/o',
  'Wife of': 'W/o',
  'Daughter of': 'D/o',
};

export const LICENCE_VEHICLE_CLASSES = [
  { code: 'MCWOG', meaning: 'Motorcycle without gear' },
  { code: 'MCWG', meaning: 'Motorcycle with gear' },
  { code: 'LMV', meaning: 'Light motor vehicle' },
  { code: 'TRANS', meaning: 'Transport vehicle' },
  { code: 'E-Rikshaw', meaning: 'E-Rikshaw' },
  { code: 'E-Cart', meaning: 'E-Cart' },
  { code: 'Road Roller', meaning: 'Road Roller' },
  { code: 'Articulated Vehicle', meaning: 'Articulated Vehicle' },
  { code: 'Agricultural Tractor', meaning: 'Agricultural Tractor' },
  { code: 'Construction Equipment Vehicle', meaning: 'Construction Equipment Vehicle' },
] as const;
export const VEHICLE_CLASS_SEPARATOR = ', ';

export const VEHICLE_TYPES = [
  'MCWG', 'LMV', 'LGV', 'MGV', 'TRANS(HGV)', 'E-Rikshaw/E-Cart', 'Road Roller',
  'Construction Equipment Vehicle', 'Adapted Vehicle', 'Agriculture Trailer', 'Agriculture Tractor',
] as const;

export const TAX_MODES = ['Monthly', 'Quarterly', 'HalfYearly', 'Yearly', 'OneTime'] as const;
export const INSURANCE_TYPES = ['Comprehensive', 'Third Party'] as const;
export const RECORD_STATUSES = ['active', 'expired'] as const;

export const SERVICE_CATEGORIES = ['dl', 'vehicle', 'other'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  dl: 'Driving License',
  vehicle: 'Vehicle',
  other: 'Other',
};
/** Staff may set any of them, rejected included (issue 20); the public form starts a request as pending. */
export const REQUEST_STATUSES = ['pending', 'contacted', 'completed', 'rejected'] as const;

export interface ServiceOption {
  key: string;
  label: string;
  /** Shown as a tile on the home page. */
  tile: boolean;
}

export const DL_SERVICES: ServiceOption[] = [
  { key: 'learning_license', label: 'Learning License', tile: false },
  { key: 'renewal_dl', label: 'Renewal of DL', tile: true },
  { key: 'duplicate_dl', label: 'Duplicate DL', tile: true },
  { key: 'additional_endorsement', label: 'Additional Endorsement', tile: true },
  { key: 'psv_badge', label: 'PSV Badge for a Driver', tile: true },
  { key: 'change_address', label: 'Change of Address', tile: true },
  { key: 'change_name', label: 'Change of Name', tile: true },
  { key: 'replacement_dl', label: 'Replacement of DL', tile: true },
  { key: 'change_photo', label: 'Change of Photo and Signature', tile: true },
  { key: 'hazardous_endorsement', label: 'Endorsement for Hazardous Material', tile: true },
  { key: 'hill_endorsement', label: 'Endorsement for Hill Region', tile: true },
  { key: 'dl_extract', label: 'DL Extract', tile: true },
  { key: 'aedl_defence', label: 'AEDL for Defence DL Holder', tile: true },
  { key: 'international_permit', label: 'International Driving Permit', tile: true },
  { key: 'surrender_cov', label: 'Surrender of COV/PSV Badge', tile: true },
  { key: 'change_dob', label: 'Change of Date of Birth', tile: true },
  { key: 'cov_conversion', label: 'COV Conversion', tile: true },
];

export const VEHICLE_SERVICES: ServiceOption[] = [
  ['pay_tax', 'Pay Tax'],
  ['transfer_ownership_seller', 'Transfer of Ownership (Seller)'],
  ['transfer_ownership_buyer', 'Transfer of Ownership (Buyer)'],
  ['transfer_ownership_succession', 'Transfer of Ownership (Succession)'],
  ['fitness_renewal', 'Fitness Renewal / Re-apply'],
  ['pay_fees_fine', 'Pay Balance Fees / Fine'],
  ['noc', 'Application for NOC'],
  ['duplicate_fitness', 'Duplicate Fitness Certificate'],
  ['renewal_registration', 'Renewal of Registration'],
  ['conversion_vehicle', 'Conversion of Vehicle'],
  ['reassign_vehicle_vintage', 'Re-assignment (Vintage Series)'],
  ['reassign_vehicle_state', 'Re-assignment (State Series)'],
  ['alteration', 'Alteration of Vehicle'],
  ['rc_particulars', 'RC Particulars'],
  ['rc_cancellation', 'RC Cancellation'],
  ['hypothecation_addition', 'Hypothecation Addition'],
  ['hypothecation_termination', 'Hypothecation Termination'],
  ['mobile_update_rto', 'Update Mobile Number (RTO)'],
  ['duplicate_rc', 'Duplicate RC'],
  ['mobile_update_aadhaar', 'Mobile Number Update (Aadhaar)'],
  ['withdrawal_application', 'Withdrawal of Application'],
].map(([key, label]) => ({ key, label, tile: true }));

export const SERVICES_BY_CATEGORY: Record<ServiceCategory, ServiceOption[]> = {
  dl: DL_SERVICES,
  vehicle: VEHICLE_SERVICES,
  other: [],
};

export const INQUIRY_DOCUMENT_TYPES = ['Insurance', 'Tax', 'Fitness', 'Permit', 'SLD', 'PUCC'] as const;
/** The English words of the inquiry's document types, as the record dialogs name them (the stored value is lists.md's). */
export const INQUIRY_DOCUMENT_WORDS: Record<(typeof INQUIRY_DOCUMENT_TYPES)[number], string> = {
  Insurance: 'Insurance', Tax: 'Tax', Fitness: 'Fitness', Permit: 'Permit', SLD: 'Speed governor', PUCC: 'PUCC',
};
export const INQUIRY_STATUSES = ['new', 'contacted', 'resolved'] as const;

/** Outbox message statuses: queued → sending (claimed) → sent → delivered → read, or failed. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_CHANNELS = ['whatsapp', 'email'] as const;
/** Notice languages of the WhatsApp expiry template (WHATSAPP_NOTICE_LANGUAGE), and a citizen's `language`. */
export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
/** What an outbox message is: a message staff sent (a notice, a text) or a daily reminder digest. */
export const MESSAGE_KINDS = ['message', 'reminder'] as const;
/** What a citizen may send the office's WhatsApp number; anything else is kept as `unsupported`. */
export const INCOMING_MESSAGE_TYPES = ['text', 'image', 'document', 'audio', 'location', 'reaction', 'unsupported'] as const;
export type IncomingMessageType = (typeof INCOMING_MESSAGE_TYPES)[number];
/** A conversation of the inbox is open until staff mark it done; the citizen writing again reopens it. */
export const CONVERSATION_STATUSES = ['open', 'done'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
/** What Save to record may make of a file a citizen sent: a vehicle's record (its URL segment) or a licence. */
export const SAVED_RECORD_KINDS = ['insurances', 'puccs', 'fitnesses', 'permits', 'taxes', 'vltds', 'speed-governors', 'll', 'dl'] as const;
export type SavedRecordKind = (typeof SAVED_RECORD_KINDS)[number];
/** What an audit entry records: a row created, changed, deleted, or brought back from its delete entry. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The audited kinds of row a delete entry can be restored from: a citizen and what it owns. */
export const RESTORABLE_ENTITIES = ['citizen', 'learner_licence', 'driving_licence', 'vehicle', 'tax', 'insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor'] as const;
/** Every kind of row the audit log names (its `entity`), the audit list's filter. */
export const AUDIT_ENTITIES = [...RESTORABLE_ENTITIES, 'user', 'branch', 'renewal', 'renewal_note', 'service_request', 'document_inquiry', 'import', 'conversation', 'quick_reply'] as const;
/** Reminder windows: days left before expiry (REMINDER_DAYS' default); -1 is 'expired yesterday'. */
export const REMINDER_DAYS_DEFAULT = [30, 15, 7, 1] as const;
export const EXPIRED_YESTERDAY = -1;

/** Expiry report document types: key (the `doc_type` filter), label, table, the date column that expires and the number's. */
export const EXPIRY_DOCUMENT_TYPES = [
  { key: 'll', label: 'Learner License', table: 'learner_licences', dateColumn: 'expiry_date', numberColumn: 'll_no' },
  { key: 'dl', label: 'Driving License', table: 'driving_licences', dateColumn: 'expiry_date', numberColumn: 'dl_no' },
  { key: 'insurance', label: 'Insurance', table: 'insurances', dateColumn: 'end_date', numberColumn: 'policy_number' },
  { key: 'pucc', label: 'PUCC', table: 'puccs', dateColumn: 'valid_until', numberColumn: 'pucc_number' },
  { key: 'fitness', label: 'Fitness', table: 'fitnesses', dateColumn: 'expiry_date', numberColumn: 'certificate_number' },
  { key: 'permit', label: 'Permit', table: 'permits', dateColumn: 'expiry_date', numberColumn: 'permit_number' },
  { key: 'vltd', label: 'VLTd', table: 'vltds', dateColumn: 'expiry_date', numberColumn: 'certificate_number' },
  { key: 'speed_governor', label: 'Speed Gov.', table: 'speed_governors', dateColumn: 'expiry_date', numberColumn: 'certificate_number' },
  { key: 'tax', label: 'Tax', table: 'taxes', dateColumn: 'tax_upto', numberColumn: null },
] as const;
export type ExpiryDocumentType = (typeof EXPIRY_DOCUMENT_TYPES)[number]['key'];
export const EXPIRY_DOCUMENT_KEYS = EXPIRY_DOCUMENT_TYPES.map((type) => type.key);

export const CITIZEN_PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000] as const;
export const USER_PAGE_SIZES = [10, 25, 50] as const;
/** The service-request and document-inquiry desks. */
export const DESK_PAGE_SIZES = [10, 25, 50, 100] as const;
export const EXPIRY_REPORT_PAGE_SIZE = 15;
/** A user's dashboard lists their own documents expiring within this many days. */
export const OWN_EXPIRY_WINDOW_DAYS = 60;
/** A staff user's calendar feed holds the expiries from today to this many days ahead. */
export const CALENDAR_FEED_DAYS = 90;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** Validity defaults the app fills in (decisions.md §Records). */
export const LL_VALIDITY = { months: 6, minusDays: 2 } as const;
export const DL_VALIDITY_YEARS = 20;

/**
 * The shortest passwords (decisions.md §Accounts; issue 32): a citizen's own account (role user) 6 characters, a staff
 * account (admin, manager) 8, when it is created and whenever its owner changes or resets it (also after a temporary
 * password); an account the desk creates starts with at least 8 whatever its role (doc2: 'hint: minimum 8 characters').
 */
export const PASSWORD_MIN = { user: 6, staff: 8, deskCreated: 8 } as const;
/** The shortest password an account of this role may choose. */
export const passwordMinFor = (role: Role): number => (role === 'user' ? PASSWORD_MIN.user : PASSWORD_MIN.staff);
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const TOAST_MS = 3000;
