import { describe, expect, it } from 'vitest';
import { reshapeWhenLoaded } from './devanagariFont';

describe('reshapeWhenLoaded', () => {
  it('counts each face that finishes loading on the root, so its font settings change each time', () => {
    const fonts = new EventTarget() as FontFaceSet;
    const root = document.createElement('html');
    reshapeWhenLoaded(fonts, root);
    expect(root.dataset.devanagariLoads).toBeUndefined();
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('1');
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(root.dataset.devanagariLoads).toBe('2');
  });
});
