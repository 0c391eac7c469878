/** Loads a page of the app from the server (a full page load), e.g. the back office after signing in. */
export const loadPage = (address: string) => window.location.assign(address);
