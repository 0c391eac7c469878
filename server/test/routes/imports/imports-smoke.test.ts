import { describe, expect, it } from 'vitest';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { csvFile, importFile, numbers } from './fixtures.js';

const { t, world } = setUpWorld();

describe('import smoke', () => {
  it('imports a csv', async () => {
    const n = numbers();
    const rows = [
      ['name', 'mobile', 'dob', 'registration_no', 'policy_number', 'insurance_type', 'company_name', 'insurance_start_date', 'insurance_end_date', 'll_no'],
      ['Ram', nextMobile(), '15-08-1985', n.registration_no, 'P1', 'Comprehensive', 'NIC', '01-04-2025', '31-03-2026', n.ll_no],
    ];
    const { check, result } = await importFile(t, world.admin.token, csvFile(rows));
    console.log(JSON.stringify(check), JSON.stringify(result));
    expect(result.status).toBe('done');
  });
});
