/** A redirect target from the query or router state, kept only when it is a path inside this app. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return null;
  return target;
}

/** Where to go after signing in: the `redirect` query, the page react-admin sent us from, or the dashboard. */
export function afterLoginTarget(search: URLSearchParams, state: unknown): string {
  const from = state as { nextPathname?: string; nextSearch?: string } | null;
  return (
    safeRedirect(search.get('redirect')) ??
    safeRedirect(from?.nextPathname ? from.nextPathname + (from.nextSearch ?? '') : null) ??
    '/dashboard'
  );
}

/** The state that opens the login page saying `message` (a message key) above its form, e.g. after a password reset. */
export const signInNotice = (message: string) => ({ notice: message });

/** The message the login page was opened with (signInNotice), if any. */
export const noticeOf = (state: unknown): string | undefined => (state as { notice?: string } | null)?.notice;
