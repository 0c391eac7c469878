import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from '../support/accounts';
import type { Fill } from '../support/forms';

/** Who fills a form: the four signed-in kinds of account, and a visitor for the public forms. */
export type FormRole = 'admin' | 'manager' | 'manager without branch' | 'user' | 'visitor';

export const STAFF: readonly FormRole[] = ['admin', 'manager', 'manager without branch'];
export const SIGNED_IN: readonly FormRole[] = [...STAFF, 'user'];
export const EVERYONE: readonly FormRole[] = [...SIGNED_IN, 'visitor'];

/** The API as one caller: each call must succeed; answers the JSON. */
export interface ApiAs {
  get<T = Record<string, unknown>>(url: string): Promise<T>;
  send<T = Record<string, unknown>>(method: 'POST' | 'PUT' | 'PATCH', url: string, data: object): Promise<T>;
}

export function apiAs(request: APIRequestContext, token: string): ApiAs {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const call = async (method: string, url: string, data?: object) => {
    const response = await request.fetch(url, { method, data, headers });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.json();
  };
  return { get: (url) => call('GET', url), send: (method, url, data) => call(method, url, data) };
}

/** One run of a form: the page signed in as `account` (none for a visitor), the API as that account and as the admin. */
export interface FormRun {
  page: Page;
  request: APIRequestContext;
  role: FormRole;
  fill: Fill;
  account?: Account & { id?: number };
  /** As the signed-in account (anonymous for a visitor). */
  api: ApiAs;
  /** As the first admin, for set-up and for reading what a visitor saved. */
  admin: ApiAs;
  adminToken: string;
  /** Seven digits unique in this run, for names and numbers. */
  unique: string;
}

/**
 * A form of the app and who may submit it. The suite runs `run` once per role and fill ('optional empty':
 * only the required fields, 'optional filled': every field); a create-and-edit form creates with that fill
 * and then edits to the other one (filling the empty fields, or emptying the filled ones).
 */
export interface FormCase {
  form: string;
  roles: readonly FormRole[];
  /** Forms without optional fields run once, filled. */
  fills?: readonly Fill[];
  /** A new account of the role instead of the demo one: the form changes the account itself. */
  freshAccount?: boolean;
  /** Several forms in one run: three times the usual time. */
  slow?: boolean;
  /** The role and fill that also run on the phone project. */
  phone?: readonly [FormRole, Fill];
  run(run: FormRun): Promise<void>;
}
