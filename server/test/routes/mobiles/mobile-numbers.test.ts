import { describe, expect, it } from 'vitest';
import { nextMobile, setUpTestApp } from '../../build.js';
import { nextClientIp, PASSWORD } from '../auth/account-helpers.js';

/**
 * Issue 32 §2: every mobile field, written or searched, reads a number written with +91, 0091 or 0 in front and spaces
 * or hyphens between as its ten digits (common/rules.ts normaliseMobile), and stores the ten digits.
 */

/** The ways offices and people write one mobile ('9811560002'). */
const WRITINGS: ((digits: string) => string)[] = [
  (d) => `+91-${d.slice(0, 5)}-${d.slice(5)}`,
  (d) => `0 ${d.slice(0, 5)} ${d.slice(5)}`,
  (d) => `0091 ${d.slice(0, 5)} ${d.slice(5)}`,
  (d) => `${d.slice(0, 5)}-${d.slice(5)}`,
  (d) => ` +91${d} `,
  (d) => `0${d}`,
];

describe('mobile numbers as they are written', () => {
  const t = setUpTestApp();
  let admin: string;

  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
    t.request({ method, url, payload, token, remoteAddress: nextClientIp() });
  const get = (url: string, token?: string) => t.request({ method: 'GET', url, token, remoteAddress: nextClientIp() });
  const ok = (response: Awaited<ReturnType<typeof get>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  it.each(WRITINGS.map((write) => [write('9811560002'), write]))('%j: every form stores the ten digits', async (_, write) => {
    admin ??= (await t.signIn('admin')).token;
    const mobile = nextMobile();

    const registered = ok(await send('POST', '/api/register', { name: 'Asha Verma', phone: write(mobile), password: PASSWORD }), 201);
    expect(registered.user.phone).toBe(mobile);
    const session = ok(await send('POST', '/api/login', { phone: write(mobile), password: PASSWORD }));
    expect(session.user.phone).toBe(mobile);
    const moved = nextMobile();
    expect(ok(await send('PUT', '/api/me/phone', { phone: write(moved), password: PASSWORD }, session.token)).user.phone).toBe(moved);
    const profile = ok(await send('PUT', '/api/me', { name: 'Asha Verma', phone: write(moved), mobile: write(moved), dob: '1990-01-01' }, session.token));
    expect(profile.primary_citizen.mobile).toBe(moved);

    expect(ok(await send('POST', '/api/citizens', { name: 'Ravi Sahu', mobile: write(mobile) }, admin), 201).mobile).toBe(mobile);
    const staff = nextMobile();
    const user = ok(await send('POST', '/api/admin/users', { name: 'Desk Clerk', phone: write(staff), password: 'secret123', role: 'user' }, admin), 201);
    expect(user.phone).toBe(staff);
    const edited = nextMobile();
    expect(ok(await send('PUT', `/api/admin/users/${user.id}`, { name: 'Desk Clerk', phone: write(edited) }, admin)).phone).toBe(edited);

    const request = ok(await send('POST', '/api/service-requests', { contact_name: 'Ravi', contact_phone: write(mobile), category: 'other', services: [], query: 'Help' }), 201);
    expect(request.contact_phone).toBe(mobile);
    const inquiry = ok(await send('POST', '/api/document-inquiries', { name: 'Ravi', phone: write(mobile), document_type: ['SLD'] }), 201);
    expect(inquiry.phone).toBe(mobile);
    const tracked = ok(await get(`/api/track?${new URLSearchParams({ reference: inquiry.reference, mobile: write(mobile) })}`));
    expect(tracked.reference).toBe(inquiry.reference);
  });

  it.each(WRITINGS.map((write) => [write('9811560002'), write]))('%j: every search finds the number, whole or its start', async (_, write) => {
    admin ??= (await t.signIn('admin')).token;
    const mobile = nextMobile();
    const citizen = ok(await send('POST', '/api/citizens', { name: 'Kavita Dewangan', mobile }, admin), 201);
    const user = ok(await send('POST', '/api/admin/users', { name: 'Kavita Dewangan', phone: mobile, password: 'secret123', role: 'user' }, admin), 201);
    const request = ok(await send('POST', '/api/service-requests', { contact_name: 'K', contact_phone: mobile, category: 'other', services: [], query: 'Help' }), 201);
    const inquiry = ok(await send('POST', '/api/document-inquiries', { name: 'K', phone: mobile, document_type: ['Tax'] }), 201);
    // The start of a number is written as the start of the whole: '+91-98115-6' or '0 98115'.
    const start = write(mobile).trim().slice(0, write(mobile).trim().length - 3);

    for (const term of [write(mobile), start]) {
      const query = (name: string) => new URLSearchParams({ [name]: term });
      expect(ok(await get(`/api/citizens?${query('mobile')}`, admin)).data.map((row: { id: number }) => row.id), term).toContain(citizen.id);
      expect(ok(await get(`/api/global-search?${query('query')}`, admin)).map((hit: { url: string }) => hit.url), term).toContain(`/citizens/${citizen.id}`);
      expect(ok(await get(`/api/admin/users?${query('q')}`, admin)).data.map((row: { id: number }) => row.id), term).toContain(user.id);
      expect(ok(await get(`/api/service-requests?${query('q')}`, admin)).data.map((row: { id: number }) => row.id), term).toContain(request.id);
      expect(ok(await get(`/api/admin/document-inquiries?${query('q')}`, admin)).data.map((row: { id: number }) => row.id), term).toContain(inquiry.id);
    }
  });
});
