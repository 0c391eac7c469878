import { Suspense } from 'react';
import { lazyNamed } from '../lazyNamed';
import { mobileRule } from './recordRules';

const DocumentFileInput = lazyNamed(() => import('./DocumentFileInput'), 'DocumentFileInput');

/** Licence, registration and certificate numbers are kept upper-case. */
export const upperCase = (value: string) => (value ? value.toUpperCase() : null);

/** The citizen and user forms' mobile check. */
export const validMobile = mobileRule('citizens.validation.mobile');

/** The document upload of licences and records, fetched with the first dialog that shows it (it brings the file drop zone). */
export const DocumentInput = () => (
  <Suspense fallback={null}>
    <DocumentFileInput />
  </Suspense>
);
