import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatMoney, formatNumber } from './format';

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
    expect(formatBytes(78)).toBe('78 bytes');
    expect(formatBytes(2_500)).toBe('3 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
  });

  it('spells the unit out in Hindi, leaving no Latin letters', () => {
    expect(formatBytes(33_000, 'hi')).toBe('33 किलोबाइट');
    expect(formatBytes(78, 'hi')).toBe('78 बाइट');
    expect(formatBytes(48_300_000, 'hi')).toBe('48.3 मेगाबाइट');
  });
});

describe('formatDateTime', () => {
  it('shows a timestamp as dd-mm-yyyy hh:mm in local time, or a dash', () => {
    expect(formatDateTime('2025-03-01T06:30:00')).toBe('01-03-2025 06:30');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nonsense')).toBe('-');
  });
});

describe('formatNumber and formatMoney', () => {
  it('group digits the Indian way in English and Hindi', () => {
    expect(formatNumber(125000)).toBe('1,25,000');
    expect(formatNumber(12345678, 'hi')).toBe('1,23,45,678');
  });
  it('write whole numbers as Intl.NumberFormat does, and other numbers through it', () => {
    for (const value of [0, 7, 999, 1000, -1000, 99999, 100000, -1234567, 12345678901, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('en-IN').format(value));
      expect(formatNumber(value, 'hi')).toBe(new Intl.NumberFormat('hi-IN').format(value));
    }
    expect(formatNumber(1234567.891)).toBe('12,34,567.891');
  });
  it('show rupees with the ₹ sign and two decimals, "-" when missing', () => {
    expect(formatMoney('125000.5')).toBe('₹1,25,000.50');
    expect(formatMoney(125000.5, 'hi')).toBe('₹1,25,000.50');
    expect(formatMoney('1500.5')).toBe('₹1,500.50');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });
});
