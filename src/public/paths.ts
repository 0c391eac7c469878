/** The public pages drawn at build time, by the name of their file (`dist/pages/<name>.<lang>.html`): their paths. */
export const PUBLIC_PATHS = {
  home: '/',
  'ask-for-service': '/ask-for-service',
  'request-sent': '/ask-for-service/sent',
  'document-inquiry': '/document-inquiry',
  'inquiry-sent': '/document-inquiry/sent',
  track: '/track',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
} as const;

export type PublicPageName = keyof typeof PUBLIC_PATHS;
