import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../authProvider/session';
import { drawCitizensFirst, drawDashboardFirst } from './firstDraw';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const user = (changes: Partial<SessionUser> = {}) => Promise.resolve({ role: 'admin', must_change_password: false, ...changes } as SessionUser);
const citizen = {
  id: 7,
  name: 'Ramesh <b>Sahu</b>',
  relation_type: 'Son of',
  relation_name: 'Shyam Lal',
  mobile: '9876543210',
  email: null,
  dob: '1990-04-05',
  address: 'Raipur',
  is_primary_profile_for_user: false,
  creator: { name: 'Administrator' },
  created_at: '2026-12-06T05:30:00.000Z',
  learner_licenses_count: 1,
  driving_licenses_count: 0,
  vehicles_count: 2,
};
const picture = () => document.getElementById('first-draw');

describe('drawCitizensFirst', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/citizens');
    vi.stubGlobal('innerWidth', 1280);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("draws the first page's rows in the stored language, its text escaped, hidden from screen readers", async () => {
    await drawCitizensFirst(json({ data: [citizen] }), user());
    expect(picture()?.getAttribute('aria-hidden')).toBe('true');
    const cells = [...picture()!.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['1', 'Ramesh <b>Sahu</b>S/o Shyam Lal', 'CitizenBy: Administrator06-12-2026', '9876543210-', '05-04-1990', 'Raipur', '1 / 0 / 2', 'EditDelete']);
    expect(picture()!.querySelector('b')).toBeNull();

    picture()!.remove();
    localStorage.setItem('locale', 'hi');
    await drawCitizensFirst(json({ data: [citizen] }), user({ role: 'user' }));
    const head = [...picture()!.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(head).toContain('नाम/पिता');
    expect(head).toHaveLength(7); // no Actions for a plain user
  });

  it('draws nothing on a phone, for a temporary password, for no rows, or once the app has drawn', async () => {
    vi.stubGlobal('innerWidth', 390);
    await drawCitizensFirst(json({ data: [citizen] }), user());
    vi.stubGlobal('innerWidth', 1280);
    await drawCitizensFirst(json({ data: [citizen] }), user({ must_change_password: true }));
    await drawCitizensFirst(json({ data: [] }), user());
    await drawCitizensFirst(json({ message: 'Unauthenticated.' }, 401), user());
    document.getElementById('root')!.append(document.createElement('main'));
    await drawCitizensFirst(json({ data: [citizen] }), user());
    expect(picture()).toBeNull();
  });

  it("gives way once the app has drawn its own rows, or soon after the app drew something else", async () => {
    await drawCitizensFirst(json({ data: [citizen] }), user());
    const root = document.getElementById('root')!;
    root.innerHTML = '<table><tbody><tr><td>Ramesh</td></tr></tbody></table>';
    await vi.waitFor(() => expect(picture()).toBeNull());

    root.replaceChildren();
    vi.useFakeTimers();
    try {
      await drawCitizensFirst(json({ data: [citizen] }), user());
      root.innerHTML = '<h1>Choose a new password</h1>';
      await vi.advanceTimersByTimeAsync(1000);
      expect(picture()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(600);
      expect(picture()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("draws the staff dashboard's counts, grouped the Indian way, and none of a plain user's", async () => {
    await drawDashboardFirst(json({ pending_requests: 3, total_citizens: 1250000, total_users: 12 }), user({ role: 'manager' }));
    expect(picture()!.querySelector('h1')!.textContent).toBe('Manager Dashboard');
    expect([...picture()!.querySelectorAll('h4')].map((count) => count.textContent)).toEqual(['3', '12,50,000', '12']);
    document.getElementById('root')!.innerHTML = '<h4 class="MuiTypography-h4">3</h4>';
    await vi.waitFor(() => expect(picture()).toBeNull());

    document.getElementById('root')!.replaceChildren();
    await drawDashboardFirst(json({ my_requests: 1 }), user({ role: 'user' }));
    expect(picture()).toBeNull();
  });
});
