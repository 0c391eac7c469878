import { describe, expect, it } from 'vitest';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { csvFile, numbers, uploadAndCheck } from './fixtures.js';

/** Issue 32: an import row gives a vehicle only the records its class needs (common/compliance.ts). */
const { t, world } = setUpWorld();

const HEADERS = ['name', 'mobile', 'registration_no', 'vehicle_type', 'pucc_number', 'pucc_valid_from', 'pucc_valid_until'];
const row = (type: string) => ['Ramesh Sahu', nextMobile(), numbers().registration_no, type, 'CG04PUC1', '01-10-2025', '31-03-2026'];

describe('POST /api/imports/{id}/check: records a vehicle class does not need', () => {
  it('refuses an E-Rikshaw\'s PUCC, in English and Hindi, and takes a car\'s', async () => {
    const file = csvFile([HEADERS, row('LMV'), row('E-Rikshaw/E-Cart')]);
    const { id, check } = await uploadAndCheck(t, world.admin.token, file);
    expect(check.valid).toBe(1);
    expect(check.errors).toEqual([{
      row: 3, field: 'pucc_number', column: 'pucc_number', value: 'CG04PUC1',
      message: 'A vehicle of type E-Rikshaw/E-Cart needs no PUCC; leave its columns empty.',
    }]);
    const inHindi = await t.request({ method: 'POST', url: `/api/imports/${id}/check`, token: world.admin.token, headers: { 'accept-language': 'hi' } });
    expect(inHindi.json().errors[0].message).toBe('E-Rikshaw/E-Cart प्रकार के वाहन के लिए PUCC आवश्यक नहीं है; इसके कॉलम खाली छोड़ें।');
  });
});
