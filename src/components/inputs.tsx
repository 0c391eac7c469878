import { Suspense } from 'react';
import { lazyNamed } from '../lazyNamed';

const DocumentFileInput = lazyNamed(() => import('./DocumentFileInput'), 'DocumentFileInput');

/** Licence, registration and certificate numbers are kept upper-case. */
export const upperCase = (value: string) => (value ? value.toUpperCase() : null);

/** 10 digits starting 6-9; spaces and a leading +91 or 0 are allowed (the server strips them). */
export const validMobile = (value: unknown) =>
  value && !/^(\+91|0)?[6-9]\d{9}$/.test(String(value).replace(/[\s-]/g, '')) ? 'citizens.validation.mobile' : undefined;

/** The document upload of licences and records, fetched with the first dialog that shows it (it brings the file drop zone). */
export const DocumentInput = () => (
  <Suspense fallback={null}>
    <DocumentFileInput />
  </Suspense>
);
