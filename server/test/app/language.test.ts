import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MESSAGES } from '../../lib/http/body-limits.js';
import { LINKED_RECORDS, UNAVAILABLE } from '../../lib/http/db-errors.js';
import { MESSAGES } from '../../lib/http/http-errors.js';
import { languageOf, translate } from '../../lib/i18n/index.js';
import { expectUnchanged, setUpWorld } from '../routes/citizens/fixtures.js';
import { nextClientIp } from '../routes/auth/account-helpers.js';

const { t, world } = setUpWorld();

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
type Headers = typeof HINDI | typeof ENGLISH;

/** Answers of one request asked in English and in Hindi. */
async function inBoth(send: (headers: Headers) => Promise<{ statusCode: number; json(): any }>) {
  const english = await send(ENGLISH);
  const hindi = await send(HINDI);
  expect(hindi.statusCode).toBe(english.statusCode);
  return { status: english.statusCode, english: english.json(), hindi: hindi.json() };
}

describe('Accept-Language', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi', 'hi'],
    ['en-IN,hi;q=0.9', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['fr-FR,hi;q=0.4', 'hi'],
    ['hi;q=0,en', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s answers in %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('server messages in Hindi', () => {
  it('answer wrong credentials in Hindi, and in the same English as before', async () => {
    const { status, english, hindi } = await inBoth((headers) =>
      t.request({ method: 'POST', url: '/api/login', payload: { phone: '9000000001', password: 'wrong-password' }, headers, remoteAddress: nextClientIp() }),
    );
    expect(status).toBe(422);
    expect(english).toEqual({ message: 'These credentials do not match our records.', errors: { phone: ['These credentials do not match our records.'] } });
    expect(hindi).toEqual({ message: 'ये विवरण हमारे रिकॉर्ड से मेल नहीं खाते।', errors: { phone: ['ये विवरण हमारे रिकॉर्ड से मेल नहीं खाते।'] } });
  });

  it('answer 401, 403 and 404 in Hindi', async () => {
    const unauthenticated = await inBoth((headers) => t.request({ method: 'GET', url: '/api/me', headers }));
    expect(unauthenticated).toEqual({ status: 401, english: { message: 'Unauthenticated.' }, hindi: { message: 'आप लॉग इन नहीं हैं।' } });
    const { token } = await t.signIn('user');
    const forbidden = await inBoth((headers) => t.request({ method: 'GET', url: '/api/admin/users', token, headers }));
    expect(forbidden).toEqual({ status: 403, english: { message: 'This action is unauthorized.' }, hindi: { message: 'आपको यह कार्य करने की अनुमति नहीं है।' } });
    const missing = await inBoth((headers) => t.request({ method: 'GET', url: '/api/citizens/999999', token: world.owner.token, headers }));
    expect(missing).toEqual({ status: 404, english: { message: 'Not found.' }, hindi: { message: 'नहीं मिला।' } });
    const noRoute = await inBoth((headers) => t.request({ method: 'GET', url: '/api/no-such-route', headers }));
    expect(noRoute.hindi).toEqual({ message: 'नहीं मिला।' });
  });

  it('answer a wrong current password in Hindi, changing nothing', async () => {
    const { token } = await t.signIn('user');
    const payload = { current_password: 'not-my-password', new_password: 'another-secret1', new_password_confirmation: 'another-secret1' };
    await expectUnchanged(t, async () => {
      const { status, english, hindi } = await inBoth((headers) => t.request({ method: 'PUT', url: '/api/me/password', token, payload, headers }));
      expect(status).toBe(422);
      expect(english.errors).toEqual({ current_password: ['The current password is incorrect.'] });
      expect(hindi).toEqual({ message: 'वर्तमान पासवर्ड गलत है।', errors: { current_password: ['वर्तमान पासवर्ड गलत है।'] } });
    });
  });

  it('answer a taken registration number in Hindi, naming the field in Hindi', async () => {
    const vehicle = { registration_no: 'CG04HI1234', type: 'LMV', make_model: 'Maruti Swift' };
    const url = `/api/citizens/${world.citizenId}/vehicles`;
    expect((await t.request({ method: 'POST', url, token: world.owner.token, payload: vehicle })).statusCode).toBe(201);
    await expectUnchanged(t, async () => {
      const { status, english, hindi } = await inBoth((headers) => t.request({ method: 'POST', url, token: world.owner.token, payload: vehicle, headers }));
      expect(status).toBe(409);
      expect(english).toEqual({ message: 'The registration no has already been taken.', errors: { registration_no: ['The registration no has already been taken.'] } });
      expect(hindi).toEqual({ message: 'यह पंजीकरण नंबर पहले से लिया जा चुका है।', errors: { registration_no: ['यह पंजीकरण नंबर पहले से लिया जा चुका है।'] } });
    });
  });

  it('answer validation messages in Hindi, the summary and every field', async () => {
    const payload = { name: '', mobile: '12', address: 'x'.repeat(600) };
    await expectUnchanged(t, async () => {
      const { status, english, hindi } = await inBoth((headers) => t.request({ method: 'POST', url: '/api/citizens', token: world.owner.token, payload, headers }));
      expect(status).toBe(422);
      expect(english).toEqual({
        message: 'The name field is required. (and 2 more errors)',
        errors: {
          name: ['The name field is required.'],
          mobile: ['Mobile number must be exactly 10 digits.'],
          address: ['The address field must not be greater than 500 characters.'],
        },
      });
      expect(hindi).toEqual({
        message: 'नाम आवश्यक है। (और 2 त्रुटियाँ)',
        errors: {
          name: ['नाम आवश्यक है।'],
          mobile: ['मोबाइल नंबर ठीक 10 अंकों का होना चाहिए।'],
          address: ['पता 500 अक्षरों से अधिक नहीं हो सकता।'],
        },
      });
    });
  });

  it("name an over-long request query as the form does ('प्रश्न')", async () => {
    const payload = { category: 'dl', contact_name: 'Asha', contact_phone: '9876543210', query: 'q'.repeat(2001) };
    const response = await t.request({ method: 'POST', url: '/api/service-requests', payload, headers: HINDI });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ query: ['प्रश्न 2000 अक्षरों से अधिक नहीं हो सकता।'] });
  });

  it('answer 429 and 413 in Hindi', async () => {
    const remoteAddress = nextClientIp();
    const forgot = (headers: Headers) => t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: 'limit@example.com' }, headers, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await forgot(ENGLISH)).statusCode).toBe(200);
    const limited = await inBoth(forgot);
    expect(limited).toEqual({
      status: 429,
      english: { message: 'Too many attempts. Please try again later.' },
      hindi: { message: 'बहुत अधिक प्रयास। कृपया बाद में पुनः प्रयास करें।' },
    });
    const payload = JSON.stringify({ name: 'x'.repeat(70 * 1024) });
    const tooLarge = await inBoth((headers) =>
      t.request({ method: 'POST', url: '/api/citizens', token: world.owner.token, payload, headers: { ...headers, 'content-type': 'application/json' } }),
    );
    expect(tooLarge).toEqual({
      status: 413,
      english: { message: 'The request body may not be greater than 64 KB.' },
      hindi: { message: 'अनुरोध का मुख्य भाग 64 KB से बड़ा नहीं हो सकता।' },
    });
  });

  it('answer success messages in Hindi and say they vary by language', async () => {
    const { token } = await t.signIn('user');
    const response = await t.request({ method: 'POST', url: '/api/logout', token, headers: HINDI });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'लॉग आउट हो गए।' });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});

describe('the Hindi catalogue', () => {
  const latinWords = (text: string) => text.replace(/\b(KB|MB|JSON|pdf|jpe?g|png)\b/g, '').match(/[A-Za-z]{2,}/g) ?? [];

  it('has every fixed message of the API', () => {
    const fixed = [...Object.values(MESSAGES), ...Object.values(TOO_LARGE_MESSAGES), LINKED_RECORDS, UNAVAILABLE];
    for (const message of fixed) expect(latinWords(translate(message, 'hi')), message).toEqual([]);
  });

  it.each([
    'The password is incorrect.',
    'Enter the LL number or the application number.',
    'The query field must be at least 2 characters.',
    'The application no field format is invalid.',
    'The file must be a file of type: pdf, jpg, jpeg, png.',
    'The dl no has already been taken.',
    'The selected vehicle class is invalid.',
    'The expiry date must be a date after or equal to issue date.',
    'The password confirmation field must be at least 8 characters.',
    'The services field must have at least 1 item.',
    'Too many failed login attempts. Please try again in 15 minutes.',
    'The form may not be greater than 6 MB (a file of up to 5 MB and its fields).',
  ])('turns the template message "%s" into Hindi', (message) => {
    expect(latinWords(translate(message, 'hi'))).toEqual([]);
  });

  it('keeps data values as they are and leaves English untouched', () => {
    expect(translate('Asha Verma has no valid 10-digit mobile number to message.', 'hi')).toBe('Asha Verma का कोई मान्य 10 अंकों का मोबाइल नंबर नहीं है जिस पर संदेश भेजा जा सके।');
    expect(translate('The registration no has already been taken.', 'en')).toBe('The registration no has already been taken.');
  });
});
