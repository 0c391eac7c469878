import type { BaseSyntheticEvent } from 'react';
import type { TranslateFunction } from 'react-admin';
import { attributeName } from '../../common/field-names';
import type { ApiErrorBody } from '../dataProvider/http';

export interface FailureContext {
  translate: TranslateFunction;
  /** Message key shown when the server sends no message. */
  fallback: string;
  /** The label key of each input, by the API field it shows (after `renames`). */
  labels?: Record<string, string>;
  /** API field → the form input that shows it (e.g. `phone` → `identifier`). */
  renames?: Record<string, string>;
  /** Whether the form has an input for a field. */
  shows: (field: string) => boolean;
}

/** What a failed save shows, each message once: under the inputs (`fields`), or else one alert above the form. */
export interface FormFailure {
  alert: string | null;
  fields?: Record<string, string>;
}

interface FailedCall {
  status?: number;
  body?: ApiErrorBody;
}

const SECONDS_PER_MINUTE = 60;

/** 'Too many requests from this mobile number. Try again in 12 minutes.' from a 429's Retry-After (seconds, rounded up). */
export function tooManyRequests(retryAfterSeconds: number | undefined, translate: TranslateFunction): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? SECONDS_PER_MINUTE) / SECONDS_PER_MINUTE));
  return translate('feedback.too_many', { smart_count: minutes });
}

/** A label without its '(optional)' note: 'Email (optional)' names the field 'Email'. */
const fieldName = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * The server's message for `field` naming it by the form's label: a clash (409) reads '<label> has already been
 * taken.'; an English 'The <field> …' becomes '<label> …'. Other messages (the server's Hindi names the field in
 * Hindi already) stay as sent.
 */
function fieldMessage(apiField: string, message: string, status: number | undefined, label: string | undefined, translate: TranslateFunction) {
  if (!label) return message;
  const field = fieldName(translate(label));
  if (status === 409) return translate('feedback.taken', { field });
  const named = new RegExp(`^The ${attributeName(apiField)}( field)? `, 'i');
  return named.test(message) ? message.replace(named, `${field} `) : message;
}

/** fetch's own rejection when no answer came (Chromium 'Failed to fetch', Firefox 'NetworkError…', Safari 'Load failed', Node 'fetch failed'). */
const NO_ANSWER = /failed to fetch|fetch failed|networkerror|load failed/i;

/** Whether a call failed for want of a connection: the browser is offline, or fetch got no answer at all. */
export function isConnectionFailure(error: unknown): boolean {
  if ((error as FailedCall | null)?.status) return false;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || (error instanceof TypeError && NO_ANSWER.test(error.message));
}

/** Whether the submitted form has an input named `field` (the event's form), or at least holds a value for it. */
export const showsField = (values: object, event?: BaseSyntheticEvent) => (field: string) => {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  return form ? form.elements.namedItem(field) !== null : field in values;
};

/** A text ending as a sentence: 'Registration failed' → 'Registration failed.'. */
const sentence = (text: string) => (/[.।!?]$/.test(text) ? text : `${text}.`);

/**
 * Splits a failed save into the messages under the form's inputs and, for what no input shows, one alert. A call that
 * never reached the server says so after the screen's fallback: 'Failed to submit request. No connection…'.
 */
export function formFailure(error: unknown, { translate, fallback, labels = {}, renames = {}, shows }: FailureContext): FormFailure {
  const { status, body } = (error ?? {}) as FailedCall;
  if (isConnectionFailure(error)) return { alert: `${sentence(translate(fallback))} ${translate('feedback.no_connection')}` };
  if (status === 429) return { alert: tooManyRequests(body?.retryAfter, translate) };
  const fields: Record<string, string> = {};
  const unshown: string[] = [];
  for (const [apiField, messages] of Object.entries(body?.errors ?? {})) {
    if (!Array.isArray(messages) || !messages.length) continue;
    const input = renames[apiField] ?? apiField;
    if (shows(input)) fields[input] ??= fieldMessage(apiField, String(messages[0]), status, labels[input], translate);
    else unshown.push(String(messages[0]));
  }
  const shown = Object.keys(fields).length > 0;
  const alert = unshown.length ? [...new Set(unshown)].join(' ') : shown ? null : body?.message || translate(fallback);
  return { alert, fields: shown ? fields : undefined };
}
