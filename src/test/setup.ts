import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSession } from '../authProvider/session';
import { i18nProvider } from '../i18n';

/** findBy…/waitFor wait up to 5 s: whole pages render slowly when every spec file runs at once on two cores. */
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // A spec run in the node environment (a build's, earlyChunks.spec.ts) has no storage.
  globalThis.localStorage?.clear();
  forgetSession();
  // The spec files of a worker share their modules (vitest.config.ts): the next starts in English, as a fresh app does.
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});
