/** The public pages drawn at build time, by the name of their file (`dist/pages/<name>.<lang>.html`): their paths. */
export const PUBLIC_PATHS = { home: '/' } as const;
