import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledBy, spyPageLoads } from '../test/publicPages';
import { prefetchLinkedPages } from './prefetchLinked';

/** Each public page's load spied on, and the browser idle at once. */
function spyLoads() {
  window.requestIdleCallback = ((run: IdleRequestCallback) => (run({ didTimeout: false, timeRemaining: () => 50 }), 0)) as typeof window.requestIdleCallback;
  return spyPageLoads();
}

describe('prefetchLinkedPages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("loads the code of the public pages the page's content links to, when a service worker keeps the code", async () => {
    document.body.innerHTML = `<header><a href="/login">Login</a></header>
      <main id="main-content"><a href="/track">Track</a><a href="/ask-for-service?category=dl&service=renewal_dl">Renewal</a>
      <a href="/ask-for-service?category=vehicle&service=fitness">Fitness</a><a href="/">Home</a><a href="https://example.org/track">Away</a></main>`;
    const loads = spyLoads();
    controlledBy({});
    prefetchLinkedPages();
    await vi.waitFor(() => expect(loads['ask-for-service']).toHaveBeenCalledTimes(1));
    expect(loads.track).toHaveBeenCalledTimes(1);
    for (const name of ['home', 'login', 'register', 'document-inquiry']) expect(loads[name]).not.toHaveBeenCalled();
  });

  it('loads nothing without a service worker (the code would come over the network)', async () => {
    document.body.innerHTML = '<main id="main-content"><a href="/track">Track</a></main>';
    const loads = spyLoads();
    controlledBy(null);
    prefetchLinkedPages();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.track).not.toHaveBeenCalled();
  });
});
