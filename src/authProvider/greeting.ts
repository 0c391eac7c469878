/** sessionStorage: the message key of a greeting the next page of the back office shows (a toast), once. */
const GREETING_KEY = 'greeting';

/** Keeps a greeting for the page about to open (the sign-in's 'Welcome!', also across a page load). */
export const greetNextPage = (messageKey: string) => sessionStorage.setItem(GREETING_KEY, messageKey);

/** The greeting kept for this page, if any; given once. */
export function takeGreeting(): string | null {
  const messageKey = sessionStorage.getItem(GREETING_KEY);
  sessionStorage.removeItem(GREETING_KEY);
  return messageKey;
}
