import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach } from 'vitest';
import { forgetSession } from '../authProvider/session';
import { i18nProvider } from '../i18n';

/** findBy…/waitFor wait up to 5 s: whole pages render slowly when every spec file runs at once on two cores. */
configure({ asyncUtilTimeout: 5000 });

/** What a page keeps between tests: each spec file of a worker shares one document and the modules' state (isolate: false). */
function forgetPage() {
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0].trim()}=; max-age=0; path=/`;
  document.title = '';
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
}

afterEach(async () => {
  cleanup();
  // A spec run in the node environment (a build's, earlyChunks.spec.ts) has no storage or document.
  globalThis.localStorage?.clear();
  if (typeof document !== 'undefined') forgetPage();
  forgetSession();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
  dayjs.locale('en');
});
