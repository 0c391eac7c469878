import { expect, type APIRequestContext } from '@playwright/test';
import { todayInIndia } from '../../../common/record-status';

/** API set-up of the journeys' records, and the dates they use. */

export const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** POSTs `data` as JSON and expects 201; answers the body. */
export async function post(api: APIRequestContext, token: string, url: string, data: object) {
  const response = await api.post(url, { ...authed(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** yyyy-mm-dd `days` from today in India, and as the screens show it. */
export const day = (days: number) => new Date(Date.parse(todayInIndia()) + days * 86_400_000).toISOString().slice(0, 10);
export const shown = (date: string) => date.split('-').reverse().join('-');
