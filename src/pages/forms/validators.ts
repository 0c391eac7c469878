import type { Validator } from 'react-admin';

/** A mobile number as typed, without spaces, dashes or a +91 / 0 prefix. */
export const normaliseMobile = (value: string) =>
  value.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');

/** 'Mobile number must be exactly 10 digits.' */
export const mobileNumber: Validator = (value) =>
  value && !/^\d{10}$/.test(normaliseMobile(String(value))) ? 'shell.validation.mobile_digits' : undefined;
