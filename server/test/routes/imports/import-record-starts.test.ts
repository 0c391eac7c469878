import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/rules.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { csvFile, numbers, uploadAndCheck } from './fixtures.js';

/** Issue 32: an import takes a renewal bought early, as the forms do: a record's start up to 366 days ahead. */
const { t, world } = setUpWorld();

const ahead = (days: number) => dayjs(todayInIndia()).add(days, 'day').format('DD-MM-YYYY');
const HEADERS = ['name', 'mobile', 'registration_no', 'insurance_type', 'company_name', 'policy_number', 'insurance_start_date', 'insurance_end_date'];
const row = (start: string) => {
  const { registration_no } = numbers();
  return ['Ramesh Sahu', nextMobile(), registration_no, 'Comprehensive', 'National Insurance', `P${registration_no}`, start, ahead(800)];
};

describe('POST /api/imports/{id}/check: a record starting ahead', () => {
  it('takes a policy starting 366 days ahead and words 367 as the form does', async () => {
    const { check } = await uploadAndCheck(t, world.admin.token, csvFile([HEADERS, row(ahead(366)), row(ahead(367)), row(ahead(1))]));
    expect(check.rows).toBe(3);
    expect(check.valid).toBe(2);
    expect(check.errors).toEqual([{
      row: 3, field: 'insurance_start_date', column: 'insurance_start_date', value: ahead(367),
      message: 'The start date must not be more than 366 days ahead.',
    }]);
  });
});
