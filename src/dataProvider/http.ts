import { tokenStore } from '../authProvider/token';
import { storedLocale } from '../i18n/locale';

export const API_BASE = '/api';

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** A 429's or 503's Retry-After header, in seconds. */
  retryAfter?: number;
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  query?: Record<string, unknown>;
  /** Answer as a Blob (downloads) instead of JSON. */
  blob?: boolean;
  /** Further request headers (e.g. a public form's Idempotency-Key). */
  headers?: Record<string, string>;
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

/** Headers of every API call: JSON, the bearer token, and the chosen language so the server answers its messages in it. */
export function apiHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': storedLocale() });
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * A refused call: `body` keeps the server's `{ message, errors }` and the Retry-After seconds. Shaped as react-admin's
 * HttpError (which its forms read by `status` and `body`), without react-admin: the public pages' entry calls the API too.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

async function failureOf(response: Response): Promise<ApiError> {
  const body: ApiErrorBody = await response.json().catch(() => ({}));
  const retryAfter = Number(response.headers.get('retry-after'));
  if (retryAfter > 0) body.retryAfter = retryAfter;
  return new ApiError(body.message ?? response.statusText, response.status, body);
}

/** How long a request started early waits for the app's identical call; after that the app asks again. */
const EARLY_FOR_MS = 10_000;

type EarlyRequests = Map<string, { token: string | null; response: Promise<Response> }>;

/**
 * GETs started before the app's code has run, by URL, with the token they were sent with: shared on the window by
 * index.html's inline script (earlyInline.ts, its own copy of this module) and the app's entry (earlyStart.ts).
 */
const early: EarlyRequests = ((globalThis as { parivahanEarly?: EarlyRequests }).parivahanEarly ??= new Map());

/**
 * Sends GET `path` now, before the app's code has loaded, as apiFetch would send it: the app's first identical call
 * (same URL, same token, within EARLY_FOR_MS) takes its answer instead of asking again. The body is read as it arrives
 * (into the answer's copy): an answer the app never takes (a screen it does not open) would otherwise stay a request
 * in flight for ever, and the page never be idle.
 */
export function startEarly(path: string): Promise<Response> {
  const url = API_BASE + path;
  const started = early.get(url);
  if (started) return started.response;
  const response = fetch(url, { headers: apiHeaders(), credentials: 'omit' }).then(async (answer) => {
    await answer.clone().arrayBuffer();
    return answer;
  });
  response.catch(() => undefined);
  early.set(url, { token: tokenStore.get(), response });
  setTimeout(() => early.delete(url), EARLY_FOR_MS);
  return response;
}

/** The early answer to GET `url`, once, if it was asked with the current token. */
function takeEarly(url: string, options: RequestOptions): Promise<Response> | undefined {
  const started = early.get(url);
  early.delete(url);
  const plain = (options.method ?? 'GET') === 'GET' && !options.headers && options.body === undefined;
  return plain && started?.token === tokenStore.get() ? started?.response : undefined;
}

/**
 * Calls the API with the bearer token. Failures throw an ApiError whose `body` keeps the server's
 * `{ message, errors }`, so forms show field errors.
 */
export async function apiFetch<T = any>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = apiHeaders();
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const url = `${API_BASE}${path}${toQueryString(options.query)}`;
  const response = await (takeEarly(url, options) ?? fetch(url, { method: options.method ?? 'GET', headers, body, credentials: 'omit' }));
  if (!response.ok) throw await failureOf(response);
  if (options.blob) return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return response.json();
}

/** The server's message when it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: ApiErrorBody })?.body;
  return body?.message || fallback;
}

/** Told the bytes received so far while a download runs. */
export type DownloadProgress = (receivedBytes: number) => void;

/**
 * A response body read chunk by chunk, telling `onProgress` the bytes received so far. An abort stops the reading
 * (cancelling the body, wherever the fetch itself no longer would) and rejects.
 */
async function readWithProgress(response: Response, onProgress: DownloadProgress, signal?: AbortSignal): Promise<Blob> {
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      received += part.value.byteLength;
      onProgress(received);
    }
    signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/**
 * Downloads a file with the bearer token; the name comes from content-disposition, `defaultName` otherwise. `signal`
 * aborts it (the promise then rejects with an AbortError), also half-way through the body.
 */
export async function downloadFile(
  path: string,
  defaultName: string,
  onProgress?: DownloadProgress,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: apiHeaders(),
    credentials: 'omit',
    signal,
  });
  if (!response.ok) throw await failureOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const blob = onProgress && response.body ? await readWithProgress(response, onProgress, signal) : await response.blob();
  return { blob, fileName: match ? decodeURIComponent(match[1]) : defaultName };
}
