const RELOADED_AT = 'reloadedForNewBuild';

/**
 * After a new release the chunks of the build a page came from are gone (404), so opening a page whose
 * chunk was not fetched yet fails. Reloads to get the new build, at most once a minute (no loop when
 * the server itself is broken: then react-admin's error page stays).
 */
export function reloadOnStaleBuild() {
  window.addEventListener('vite:preloadError', () => {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
