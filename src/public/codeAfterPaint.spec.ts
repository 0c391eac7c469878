import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CODE_META, requestCodeAfterPaint } from './codeAfterPaint';

/** What the page has asked for: its module preloads and its module scripts, in order. */
const asked = () => [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"]')].map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('src')}`);

/** A worker container as the browser gives it: `controller` is the worker serving this page, if any. */
const workers = (controlled: boolean) => ({ controller: controlled ? {} : null }) as ServiceWorkerContainer;

describe('requestCodeAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = `<meta name="${PUBLIC_CODE_META}" content="/assets/main.js /assets/emotion.js /assets/start.js">`;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('asks for a drawn page\'s code from the network after the frame that shows the page: its entry, then its chunks', () => {
    requestCodeAfterPaint(document, workers(false));
    expect(asked()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(asked()).toEqual([]);
    vi.runAllTimers();
    expect(asked()).toEqual(['script /assets/main.js', 'link /assets/emotion.js', 'link /assets/start.js']);
  });

  it('asks for the chunks a few per task: the page is never held up by a long task of them', () => {
    const chunks = Array.from({ length: 8 }, (_, index) => `/assets/chunk${index}.js`);
    document.head.innerHTML = `<meta name="${PUBLIC_CODE_META}" content="/assets/main.js ${chunks.join(' ')}">`;
    requestCodeAfterPaint(document, workers(true));
    expect(asked()).toEqual(['script /assets/main.js', ...chunks.slice(0, 3).map((chunk) => `link ${chunk}`)]);
    vi.advanceTimersToNextTimer();
    expect(asked()).toHaveLength(7);
    vi.runAllTimers();
    expect(asked()).toEqual(['script /assets/main.js', ...chunks.map((chunk) => `link ${chunk}`)]);
  });

  it('asks at once when the service worker serves the page (its code comes from the phone)', () => {
    requestCodeAfterPaint(document, workers(true));
    expect(asked()).toEqual(['script /assets/main.js', 'link /assets/emotion.js', 'link /assets/start.js']);
  });

  it('asks for nothing on a page without the meta (the back office\'s)', () => {
    document.head.replaceChildren();
    requestCodeAfterPaint(document, workers(true));
    requestCodeAfterPaint(document, workers(false));
    vi.runAllTimers();
    expect(asked()).toEqual([]);
  });
});
