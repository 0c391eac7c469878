import { HttpError } from 'react-admin';
import { tokenStore } from '../authProvider/token';

export const API_BASE = '/api';

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  query?: Record<string, unknown>;
  /** Answer as a Blob (downloads) instead of JSON. */
  blob?: boolean;
}

export function toQueryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the API with the bearer token. Failures throw react-admin's HttpError whose
 * `body` keeps the server's `{ message, errors }`, so forms show field errors.
 */
export async function apiFetch<T = any>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'omit',
  });
  if (!response.ok) {
    const errorBody: ApiErrorBody = await response.json().catch(() => ({}));
    throw new HttpError(errorBody.message ?? response.statusText, response.status, errorBody);
  }
  if (options.blob) return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return response.json();
}

/** The server's message when it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: ApiErrorBody })?.body;
  return body?.message || fallback;
}

/**
 * The server's per-field messages (`errors: { field: [msg] }`) as a form expects them, one message per field.
 * `renames` maps an API field to the form input that shows it (e.g. `phone` → `identifier`).
 */
export function fieldErrors(error: unknown, renames: Record<string, string> = {}): Record<string, string> | undefined {
  const errors = (error as { body?: ApiErrorBody })?.body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors)
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([field, messages]) => [renames[field] ?? field, messages[0]]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Told the bytes received so far while a download runs. */
export type DownloadProgress = (receivedBytes: number) => void;

/** A response body read chunk by chunk, telling `onProgress` the bytes received so far. */
async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/** Downloads a file with the bearer token; the name comes from content-disposition, `defaultName` otherwise. */
export async function downloadFile(path: string, defaultName: string, onProgress?: DownloadProgress): Promise<{ blob: Blob; fileName: string }> {
  const token = tokenStore.get();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) {
    const body: ApiErrorBody = await response.json().catch(() => ({}));
    throw new HttpError(body.message ?? response.statusText, response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const blob = onProgress && response.body ? await readWithProgress(response, onProgress) : await response.blob();
  return { blob, fileName: match ? decodeURIComponent(match[1]) : defaultName };
}
