import { describe, expect, it } from 'vitest';
import { reshapeWhenLoaded } from './devanagariFaces';

/** A document's font set holding these faces. */
const fontSet = (faces: { family: string; status: string }[] = []) =>
  Object.assign(new EventTarget(), { [Symbol.iterator]: () => faces[Symbol.iterator]() }) as unknown as FontFaceSet;

describe('reshapeWhenLoaded', () => {
  it('counts each face that finishes loading on the root, so its font settings change each time', () => {
    const fonts = fontSet();
    const root = document.createElement('html');
    reshapeWhenLoaded(fonts, root);
    expect(root.dataset.devanagariLoads).toBeUndefined();
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('1');
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('2');
  });

  it('counts a face that had loaded before it listened, once', () => {
    const fonts = fontSet([{ family: '"Noto Sans Devanagari"', status: 'loaded' }]);
    const root = document.createElement('html');
    reshapeWhenLoaded(fonts, root);
    expect(root.dataset.devanagariLoads).toBe('1');
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('2');
  });

  it('listens once per page: the drawn page and a later switch to Hindi both start it', () => {
    const fonts = fontSet();
    const root = document.createElement('html');
    reshapeWhenLoaded(fonts, root);
    reshapeWhenLoaded(fonts, root);
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('1');
  });

  it('leaves the root alone while no Devanagari face has loaded', () => {
    const fonts = fontSet([{ family: 'Roboto', status: 'loaded' }, { family: 'Noto Sans Devanagari', status: 'loading' }]);
    const root = document.createElement('html');
    reshapeWhenLoaded(fonts, root);
    expect(root.dataset.devanagariLoads).toBeUndefined();
  });
});
