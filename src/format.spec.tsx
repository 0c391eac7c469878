import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('shows an API date as dd-mm-yyyy', () => {
    expect(formatDate('2024-03-07')).toBe('07-03-2024');
  });
  it('shows a dash when the date is missing or not a date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});
