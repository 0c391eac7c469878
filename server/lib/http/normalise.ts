import { normaliseMobile, normaliseNumber, normaliseRegistration } from '../../../common/rules.js';

/** Input clean-up applied to every body and query before validation (decisions.md §API conventions). */

const MOBILE_FIELDS = new Set(['mobile', 'phone', 'contact_phone']);
const NUMBER_FIELDS = new Set([
  'll_no', 'dl_no', 'application_no', 'registration_no', 'vehicle_no', 'chassis_no', 'engine_no',
  'policy_number', 'pucc_number', 'permit_number', 'certificate_number',
]);
const REGISTRATION_FIELDS = new Set(['registration_no', 'vehicle_no']);

export function normaliseFields(input: unknown): void {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return;
  const record = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    let clean = value.trim();
    if (MOBILE_FIELDS.has(key)) clean = normaliseMobile(clean);
    if (NUMBER_FIELDS.has(key)) clean = REGISTRATION_FIELDS.has(key) ? normaliseRegistration(clean) : normaliseNumber(clean);
    record[key] = clean;
  }
}
