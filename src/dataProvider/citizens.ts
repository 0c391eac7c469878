import type { Compliance } from '../../common/compliance';
import type { ApiError } from './http';
import type { MessageStatus, NOTICE_LANGUAGES, RELATION_TYPES } from '../../common/options';
import type { components } from '../api/schema';
import { callApi } from './api';
import { apiFetch, downloadFile } from './http';
import type { Paged } from './rest';

/** Citizen records: the custom calls behind citizens, licences, vehicles and compliance records. */

type Schemas = components['schemas'];

/** A citizen profile (the detail and list answers; `can_edit`/`can_delete` on the detail). */
export type Citizen = Schemas['Citizen'];

/** A learner's or driving licence. */
export type Licence = Schemas['LearnerLicence'] | Schemas['DrivingLicence'];

export type Vehicle = Schemas['Vehicle'];

/** A message of the citizen's Messages tab: sent from the desk (`out`, with its status) or received from its mobile (`in`). */
export type CitizenMessage = components['schemas']['WhatsAppMessage'];

/** An expiry notice as the server words it, to confirm before it is sent. */
export type NoticePreview = components['schemas']['NoticePreview'];

/** The answer of a send: the queued message and the wa.me link that opens it on the agent's own phone. */
export type QueuedMessage = components['schemas']['MessageQueued'];

/** A compliance record of any of the seven kinds. */
export type ComplianceRecord = Schemas['Tax'] | Schemas['Insurance'] | Schemas['Pucc'] | Schemas['Fitness'] | Schemas['Vltd'] | Schemas['Permit'] | Schemas['SpeedGovernor'];

/** The API path segment of each per-vehicle record type. */
export type RecordType = 'taxes' | 'insurances' | 'puccs' | 'fitnesses' | 'vltds' | 'permits' | 'speed-governors';

/** A citizen with all their licences, vehicles and records (GET /citizens/{id}/all-details). */
export type CitizenDetails = Schemas['CitizenAllDetails'];
export type VehicleDetails = CitizenDetails['vehicles'][number];

/** A citizen's child lists: `/citizens/{id}/<kind>` to list and create, `/<kind>/{id}` to change and delete. */
export type CitizenChildKind = 'll' | 'dl' | 'vehicles';
type ChildRow = { ll: Schemas['LearnerLicence']; dl: Schemas['DrivingLicence']; vehicles: Vehicle };

/** Each kind's list call (all of a citizen's, one page of 1000), typed by its own path. */
const CHILD_LISTS: { [K in CitizenChildKind]: (id: number) => Promise<{ data: ChildRow[K][] }> } = {
  ll: (id) => callApi('get', '/api/citizens/{id}/ll', { path: { id }, query: { per_page: 1000 } }),
  dl: (id) => callApi('get', '/api/citizens/{id}/dl', { path: { id }, query: { per_page: 1000 } }),
  vehicles: (id) => callApi('get', '/api/citizens/{id}/vehicles', { path: { id }, query: { per_page: 1000 } }),
};

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

export const citizenMethods = {
  getCitizenDetails: (citizenId: number | string): Promise<CitizenDetails> =>
    callApi('get', '/api/citizens/{id}/all-details', { path: { id: Number(citizenId) } }),

  getCitizenChildren: async <K extends CitizenChildKind>(citizenId: number | string, kind: K): Promise<ChildRow[K][]> =>
    (await CHILD_LISTS[kind](Number(citizenId))).data,

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
