import { describe, expect, it } from 'vitest';
import { expectUnchanged, form, PDF, setUpWorld } from '../routes/citizens/fixtures.js';

/** Finding 9 of issue 8: JSON bodies up to 64 KB, multipart forms up to 6 MB; each 413 names what was too large. */
const { t, world } = setUpWorld();

const JSON_TOO_LARGE = { message: 'The request body may not be greater than 64 KB.' };
const licenceForm = () => ({ ll_no: `CG04LL${Date.now() % 1_000_000}`, issue_date: '2024-01-10' });
const createLicence = (payload: FormData | Buffer, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/ll`, token: world.owner.token, payload, headers });

describe('JSON bodies', () => {
  it('answer 413 with a JSON message above 64 KB, before anyone signs in (300,000 keys)', async () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',');
    const payload = `{"phone":"9876543210","password":"x",${keys}}`;
    const response = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(JSON_TOO_LARGE);
  });

  it('answer 413 above 64 KB on a route that also takes forms, changing nothing', async () => {
    await expectUnchanged(t, async () => {
      const payload = { name: 'Asha Verma', mobile: '9876501234', address: 'x'.repeat(70 * 1024) };
      const response = await t.request({ method: 'POST', url: '/api/citizens', token: world.owner.token, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(JSON_TOO_LARGE);
    });
  });

  it('are read up to 64 KB', async () => {
    const payload = { name: 'Asha Verma', mobile: '9876501234', address: 'x'.repeat(60 * 1024) };
    const response = await t.request({ method: 'POST', url: '/api/citizens', token: world.owner.token, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ address: ['The address field must not be greater than 500 characters.'] });
  });
});

describe('multipart forms', () => {
  it('carry a document of several MB', async () => {
    const document = Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024)]);
    const response = await createLicence(form(licenceForm(), { bytes: document }));
    expect(response.statusCode).toBe(201);
  });

  it('answer 413 naming the form above 6 MB, as its length says, changing nothing', async () => {
    // Sent as bytes with a Content-Length, as browsers send a form.
    const encoded = new Response(form(licenceForm(), { bytes: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) }));
    const payload = Buffer.from(await encoded.arrayBuffer());
    await expectUnchanged(t, async () => {
      const response = await createLicence(payload, { 'content-type': encoded.headers.get('content-type')! });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The form may not be greater than 6 MB (a file of up to 5 MB and its fields).' });
    });
  });

  it('answer 413 naming the fields when there are more than 50, changing nothing', async () => {
    const fields = { ...licenceForm(), ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`extra${i}`, 'x'])) };
    await expectUnchanged(t, async () => {
      const response = await createLicence(form(fields));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The form may not have more than 50 fields.' });
    });
  });

  it('answer 413 naming the files when there is more than one, changing nothing', async () => {
    const twoFiles = form(licenceForm(), { bytes: PDF });
    twoFiles.append('other', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'other.pdf');
    await expectUnchanged(t, async () => {
      const response = await createLicence(twoFiles);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The form may carry only one file.' });
    });
  });
});
