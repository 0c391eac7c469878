import type { FieldValues } from 'react-hook-form';
import { mobileProblem } from '../../common/rules';

/** A field's problem: a message key, or a key with its interpolations. */
export type FieldProblem = string | readonly [string, Record<string, unknown>];

/** A check of a field's value (with the form's values): its problem, or undefined when the value is right. */
export type FieldRule = (value: unknown, values: FieldValues) => FieldProblem | undefined;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** 'Required', as react-admin's `required()` says it (its message key). */
export const required: FieldRule = (value) => (isEmpty(value) ? 'ra.validation.required' : undefined);

/** 'Mobile number must be exactly 10 digits.' or '… must start with 6, 7, 8 or 9.', as the server says, once normalised. */
export const mobileNumber = (value: unknown) => {
  const problem = value ? mobileProblem(String(value)) : undefined;
  return problem && `shell.validation.mobile_${problem}`;
};

/** 'Must be a valid email', as react-admin's `email()` says it: something@somewhere.tld, no spaces. */
export const email: FieldRule = (value) => (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? 'ra.validation.email' : undefined);

/** 'Must be {min} characters at least', as react-admin's `minLength()` says it. */
export const minLength =
  (min: number): FieldRule =>
  (value) =>
    value && String(value).length < min ? ['ra.validation.minLength', { min }] : undefined;

/** 'Passwords do not match.' unless the value equals the form's `field`. */
export const matches =
  (field: string): FieldRule =>
  (value, values) =>
    value !== values[field] ? 'shell.validation.passwords_mismatch' : undefined;
