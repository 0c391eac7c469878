import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime } from './format';

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

describe('formatBytes', () => {
  it('shows kB below a megabyte and MB with one decimal above', () => {
    expect(formatBytes(0)).toBe('0 kB');
    expect(formatBytes(2_500)).toBe('3 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
  });
});

describe('formatDateTime', () => {
  it('shows a timestamp as dd-mm-yyyy hh:mm in local time, or a dash', () => {
    expect(formatDateTime('2025-03-01T06:30:00')).toBe('01-03-2025 06:30');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nonsense')).toBe('-');
  });
});
