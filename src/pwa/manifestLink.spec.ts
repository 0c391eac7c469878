import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './manifestLink';

describe('linkManifest', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it('links the Hindi manifest while Hindi is chosen and the English one otherwise', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest">');
    const href = () => document.head.querySelector('link[rel="manifest"]')!.getAttribute('href');
    linkManifest('hi');
    expect(href()).toBe('/manifest.hi.webmanifest');
    linkManifest('en');
    expect(href()).toBe('/manifest.webmanifest');
    linkManifest('xx');
    expect(href()).toBe('/manifest.webmanifest');
  });

  it('does nothing on a page without a manifest (the dev server)', () => {
    expect(() => linkManifest('hi')).not.toThrow();
  });
});
