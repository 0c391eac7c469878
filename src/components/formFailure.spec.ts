// @vitest-environment node
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { formFailure, tooManyRequests } from './formFailure';

const translatorOf = (messages: TranslationMessages, locale: string) => {
  const provider = polyglotI18nProvider(() => messages, locale);
  return (key: string, options?: object) => provider.translate(key, options);
};
const english = translatorOf(en, 'en');
const hindi = translatorOf(hi, 'hi');

const refused = (status: number, body: object) => new HttpError('refused', status, body);
const inputs = (...names: string[]) => (field: string) => names.includes(field);
const registerForm = { translate: english, fallback: 'shell.register.failed', labels: { phone: 'shell.register.phone', email: 'shell.register.email' } };

describe('formFailure', () => {
  it("puts a clash under its input, named by the form's label, and nothing in the alert", () => {
    const taken = 'The phone has already been taken.';
    const failure = formFailure(refused(409, { message: taken, errors: { phone: [taken] } }), { ...registerForm, shows: inputs('phone', 'email') });
    expect(failure).toEqual({ alert: null, fields: { phone: 'Mobile number has already been taken.' } });
  });

  it("drops a label's '(optional)' note and names the field in Hindi on a Hindi screen", () => {
    const body = { message: 'यह email पहले से लिया जा चुका है।', errors: { email: ['यह email पहले से लिया जा चुका है।'] } };
    expect(formFailure(refused(409, body), { ...registerForm, shows: inputs('email') }).fields).toEqual({ email: 'Email has already been taken.' });
    expect(formFailure(refused(409, body), { ...registerForm, translate: hindi, shows: inputs('email') }).fields).toEqual({ email: 'ईमेल पहले से दर्ज है।' });
  });

  it("renames an English 422 message's field to the label and leaves other messages as sent", () => {
    const body = { message: 'The given data was invalid.', errors: { phone: ['The mobile number field is required.'], email: ['Use your office address.'] } };
    expect(formFailure(refused(422, body), { ...registerForm, shows: inputs('phone', 'email') }).fields).toEqual({
      phone: 'Mobile number is required.',
      email: 'Use your office address.',
    });
  });

  it('shows a field the form has no input for, and a failure without fields, once in the alert', () => {
    const own = 'You already have a primary citizen profile.';
    expect(formFailure(refused(409, { message: own, errors: { is_self: [own] } }), { ...registerForm, shows: inputs('phone') })).toEqual({ alert: own, fields: undefined });
    expect(formFailure(refused(500, {}), { ...registerForm, shows: inputs() })).toEqual({ alert: 'Registration failed', fields: undefined });
    expect(formFailure(new Error('offline'), { ...registerForm, shows: inputs() }).alert).toBe('Registration failed');
  });

  it('says when no answer came because of the connection, in both languages', () => {
    const noAnswer = new TypeError('Failed to fetch');
    expect(formFailure(noAnswer, { ...registerForm, shows: inputs() }).alert).toBe('Registration failed. No connection to the server: check the network and try again.');
    expect(formFailure(noAnswer, { ...registerForm, translate: hindi, shows: inputs() }).alert).toMatch(/सर्वर से कनेक्शन नहीं है/);
    expect(formFailure(new TypeError("Cannot read properties of undefined (reading 'id')"), { ...registerForm, shows: inputs() }).alert).toBe('Registration failed');
  });

  it('shows a field under the input it is renamed to (sign-in: phone → identifier)', () => {
    const wrong = 'These credentials do not match our records.';
    const failure = formFailure(refused(422, { message: wrong, errors: { phone: [wrong] } }), {
      translate: english,
      fallback: 'shell.login.failed',
      renames: { phone: 'identifier' },
      shows: inputs('identifier', 'password'),
    });
    expect(failure).toEqual({ alert: null, fields: { identifier: wrong } });
  });

  it('says in how many minutes to try again after a 429, whatever fields it names', () => {
    const body = { message: 'Too many attempts. Please try again later.', errors: { phone: ['Too many attempts.'] }, retryAfter: 690 };
    expect(formFailure(refused(429, body), { ...registerForm, shows: inputs('phone') })).toEqual({
      alert: 'Too many requests from this mobile number. Try again in 12 minutes.',
    });
  });
});

describe('tooManyRequests', () => {
  it("rounds Retry-After's seconds up to whole minutes, in both languages", () => {
    expect(tooManyRequests(690, english)).toBe('Too many requests from this mobile number. Try again in 12 minutes.');
    expect(tooManyRequests(30, english)).toBe('Too many requests from this mobile number. Try again in 1 minute.');
    expect(tooManyRequests(60, english)).toBe('Too many requests from this mobile number. Try again in 1 minute.');
    expect(tooManyRequests(61, english)).toBe('Too many requests from this mobile number. Try again in 2 minutes.');
    expect(tooManyRequests(undefined, english)).toBe('Too many requests from this mobile number. Try again in 1 minute.');
    expect(tooManyRequests(720, hindi)).toBe('इस मोबाइल नंबर से बहुत अधिक अनुरोध। 12 मिनट बाद फिर कोशिश करें।');
  });
});
