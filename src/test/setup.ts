import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSession } from '../authProvider/session';
import { i18nProvider } from '../i18n';

/** findBy…/waitFor wait up to 5 s: whole pages render slowly when every spec file runs at once on two cores. */
configure({ asyncUtilTimeout: 5000 });

// Spec files share their worker's modules (vitest.config.ts): what one test changes in them is put back.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  forgetSession();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});
