import type { ComponentType } from 'react';
import { PUBLIC_PATHS, type PublicPageName } from './paths';

export interface PublicPage {
  path: string;
  name: PublicPageName;
  /** The page's module, as the build's manifest names its chunk (its drawn page preloads it). */
  source: string;
  /** The page's own chunk: the entry carries none of them, each page loads (and preloads) only its own. */
  load: () => Promise<ComponentType>;
}

const PAGES: Record<PublicPageName, Pick<PublicPage, 'source' | 'load'>> = {
  home: { source: 'src/pages/home/HomePage.tsx', load: () => import('../pages/home/HomePage').then((module) => module.HomePage) },
  'ask-for-service': {
    source: 'src/pages/ask-for-service/AskForServicePage.tsx',
    load: () => import('../pages/ask-for-service/AskForServicePage').then((module) => module.AskForServicePage),
  },
  // In its form's chunk: once the form is here, its answer never waits on code not yet loaded.
  'request-sent': {
    source: 'src/pages/ask-for-service/AskForServicePage.tsx',
    load: () => import('../pages/ask-for-service/AskForServicePage').then((module) => module.RequestSentPage),
  },
  'document-inquiry': {
    source: 'src/pages/document-inquiry/DocumentInquiryPage.tsx',
    load: () => import('../pages/document-inquiry/DocumentInquiryPage').then((module) => module.DocumentInquiryPage),
  },
  'inquiry-sent': {
    source: 'src/pages/document-inquiry/DocumentInquiryPage.tsx',
    load: () => import('../pages/document-inquiry/DocumentInquiryPage').then((module) => module.InquirySentPage),
  },
  track: { source: 'src/pages/track/TrackPage.tsx', load: () => import('../pages/track/TrackPage').then((module) => module.TrackPage) },
  login: { source: 'src/pages/auth/LoginPage.tsx', load: () => import('../pages/auth/LoginPage').then((module) => module.LoginPage) },
  register: { source: 'src/pages/auth/RegisterPage.tsx', load: () => import('../pages/auth/RegisterPage').then((module) => module.RegisterPage) },
  'forgot-password': {
    source: 'src/pages/auth/ForgotPasswordPage.tsx',
    load: () => import('../pages/auth/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
  },
  'reset-password': {
    source: 'src/pages/auth/ResetPasswordPage.tsx',
    load: () => import('../pages/auth/ResetPasswordPage').then((module) => module.ResetPasswordPage),
  },
};

/**
 * The public pages this entry draws, each written at build time to `dist/pages/<name>.<lang>.html` and sent by
 * server/plugins/external/static.ts: every public page of the app (the back office draws them too, for a session).
 */
export const PUBLIC_PAGES: PublicPage[] = Object.entries(PUBLIC_PATHS).map(([name, path]) => ({
  path,
  name: name as PublicPageName,
  ...PAGES[name as PublicPageName],
}));

export const publicPageAt = (pathname: string) => PUBLIC_PAGES.find((page) => page.path === pathname);
