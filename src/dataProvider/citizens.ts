import type { Compliance } from '../../common/compliance';
import type { ApiError } from './http';
import type { MessageStatus, NOTICE_LANGUAGES, RELATION_TYPES } from '../../common/options';
import type { components } from '../api/schema';
import { callApi } from './api';
import { apiFetch, downloadFile } from './http';
import type { Paged } from './rest';

/** Citizen records: the custom calls behind citizens, licences, vehicles and compliance records. */

export interface Citizen {
  id: number;
  name: string;
  relation_type: (typeof RELATION_TYPES)[number] | null;
  relation_name: string | null;
  father_name?: string | null;
  mobile: string;
  email: string | null;
  dob: string | null;
  age?: number | null;
  address: string | null;
  state: string | null;
  city: string | null;
  /** The language of the citizen's WhatsApp reminders. */
  language?: (typeof NOTICE_LANGUAGES)[number];
  reminders_opt_out?: boolean;
  is_primary_profile_for_user?: boolean;
  creator?: { id: number; name: string } | null;
  created_at?: string;
  learner_licenses_count?: number;
  driving_licenses_count?: number;
  vehicles_count?: number;
  can_edit?: boolean;
  can_delete?: boolean;
}

interface WithDocument {
  file_path?: string | null;
  /** Signed link to the uploaded document (valid one hour). */
  file_url?: string | null;
}

export interface Licence extends WithDocument {
  id: number;
  ll_no?: string;
  dl_no?: string;
  application_no: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  vehicle_class: string | null;
  office: string | null;
  /** When its owner was last sent its expiry notice. */
  notified_at?: string | null;
  /** An LL a later driving licence has replaced: no Notify. */
  replaced_by_dl?: boolean;
}

export interface Vehicle {
  id: number;
  registration_no: string;
  type: string | null;
  make_model: string | null;
  chassis_no: string | null;
  engine_no: string | null;
  application_no: string | null;
  /** Roadworthiness; read-only (the API ignores it on save). */
  compliance?: Compliance;
  /** How many records it holds of each kind (tax, insurance, pucc…), which block its plain delete; read-only. */
  records?: Record<string, number>;
}

/** A message of the citizen's Messages tab: sent from the desk (`out`, with its status) or received from its mobile (`in`). */
export type CitizenMessage = components['schemas']['WhatsAppMessage'];

/** An expiry notice as the server words it, to confirm before it is sent. */
export type NoticePreview = components['schemas']['NoticePreview'];

/** The answer of a send: the queued message and the wa.me link that opens it on the agent's own phone. */
export type QueuedMessage = components['schemas']['MessageQueued'];

export type ComplianceRecord = WithDocument & { id: number; [field: string]: unknown };

/** The API path segment of each per-vehicle record type. */
export type RecordType = 'taxes' | 'insurances' | 'puccs' | 'fitnesses' | 'vltds' | 'permits' | 'speed-governors';

export type VehicleDetails = Vehicle & {
  taxes?: ComplianceRecord[];
  insurances?: ComplianceRecord[];
  puccs?: ComplianceRecord[];
  fitnesses?: ComplianceRecord[];
  vltds?: ComplianceRecord[];
  permits?: ComplianceRecord[];
  speed_governors?: ComplianceRecord[];
};

export interface CitizenDetails {
  owner: Citizen;
  learner_licenses: Licence[];
  driving_licenses: Licence[];
  vehicles: VehicleDetails[];
}

/** A citizen's child lists: `/citizens/{id}/<kind>` to list and create, `/<kind>/{id}` to change and delete. */
export type CitizenChildKind = 'll' | 'dl' | 'vehicles';
type ChildRow = { ll: Licence; dl: Licence; vehicles: Vehicle };

/** Kinds that take a document: every one but vehicles. */
const MULTIPART_KINDS = new Set<string>(['ll', 'dl', 'taxes', 'insurances', 'puccs', 'fitnesses', 'vltds', 'permits', 'speed-governors']);

export type FormValues = Record<string, unknown>;

/** Form values as multipart: an upload (react-admin FileInput's `{ rawFile }`) as the file, other values as text. */
export function toFormData(values: FormValues, method?: 'PUT'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const upload = (value as { rawFile?: unknown } | null)?.rawFile;
    if (upload instanceof Blob) form.append(key, upload, (upload as File).name);
    else if (value === null) form.append(key, '');
    else if (typeof value !== 'object') form.append(key, String(value));
  }
  if (method) form.append('_method', method);
  return form;
}

/** Creates (POST to the list path) or updates (PUT, or multipart POST with `_method=PUT`) one row. */
function saveRow<T>(kind: string, listPath: string, values: FormValues, id?: number): Promise<T> {
  const multipart = MULTIPART_KINDS.has(kind);
  const { id: _id, file_url: _url, file_path: _path, ...fields } = values;
  if (id == null) return apiFetch<T>(listPath, { method: 'POST', body: multipart ? toFormData(fields) : fields });
  const path = `/${kind}/${id}`;
  return multipart
    ? apiFetch<T>(path, { method: 'POST', body: toFormData(fields, 'PUT') })
    : apiFetch<T>(path, { method: 'PUT', body: fields });
}

/** DELETE, retried as `POST …?_method=DELETE` when the server does not allow DELETE (405); answers the server's answer. */
export async function deleteWithOverride<T = unknown>(path: string, query: Record<string, string> = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, { method: 'DELETE', query });
  } catch (error) {
    if ((error as ApiError)?.status !== 405) throw error;
    return await apiFetch<T>(path, { method: 'POST', query: { ...query, _method: 'DELETE' } });
  }
}

const rows = <T>(answer: T[] | Paged<T>): T[] => (Array.isArray(answer) ? answer : answer.data);

export const citizenMethods = {
  getCitizenDetails: (citizenId: number | string): Promise<CitizenDetails> =>
    callApi('get', '/api/citizens/{id}/all-details', { path: { id: Number(citizenId) } }),

  getCitizenChildren: async <K extends CitizenChildKind>(citizenId: number | string, kind: K) =>
    rows(await apiFetch<ChildRow[K][] | Paged<ChildRow[K]>>(`/citizens/${citizenId}/${kind}`, { query: { per_page: 1000 } })),

  saveCitizenChild: <K extends CitizenChildKind>(kind: K, citizenId: number | string, values: FormValues, id?: number) =>
    saveRow<ChildRow[K]>(kind, `/citizens/${citizenId}/${kind}`, values, id),

  deleteCitizenChild: (kind: CitizenChildKind, id: number) => deleteWithOverride(`/${kind}/${id}`),

  /** An admin's delete of a vehicle with all its records (one transaction, restorable from the Audit Trail). */
  deleteVehicleWithRecords: (id: number) => deleteWithOverride<{ message: string; deleted_records: number }>(`/vehicles/${id}`, { with_records: '1' }),

  getRecords: (type: RecordType, vehicleId: number, page = 1): Promise<Paged<ComplianceRecord>> =>
    callApi('get', `/api/vehicles/{id}/${type}`, { path: { id: vehicleId }, query: { page } }),

  saveRecord: (type: RecordType, vehicleId: number, values: FormValues, id?: number) =>
    saveRow<ComplianceRecord>(type, `/vehicles/${vehicleId}/${type}`, values, id),

  deleteRecord: (type: RecordType, id: number) => deleteWithOverride(`/${type}/${id}`),

  sendCitizenMessage: (citizenId: number | string, message: string): Promise<QueuedMessage> =>
    callApi('post', '/api/citizens/{id}/send-message', { path: { id: Number(citizenId) }, body: { message } }),

  /** LL Notify: the server words the expiry notice (LL number and expiry date). */
  notifyLearnerLicence: (licenceId: number): Promise<QueuedMessage> => callApi('post', '/api/ll/{id}/notify', { path: { id: licenceId } }),
  previewLearnerLicenceNotice: (licenceId: number): Promise<NoticePreview> => callApi('get', '/api/ll/{id}/notify-preview', { path: { id: licenceId } }),

  getCitizenMessages: (citizenId: number | string, page = 1): Promise<Paged<CitizenMessage>> =>
    callApi('get', '/api/citizens/{id}/messages', { path: { id: Number(citizenId) }, query: { page } }),

  downloadDatabaseBackup: () => downloadFile('/database-backups/download', 'backup.zip'),
};
