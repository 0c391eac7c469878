import { createTheme, getContrastRatio } from '@mui/material';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

/** The theme as built on a system that asks for less motion, or not: it reads the setting once, when loaded. */
async function themeWhereReducedMotion(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  return createTheme((await import('./theme')).theme);
}

describe('theme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the documents' case on buttons and tabs ('+ New Profile'), not MUI's capitals", () => {
    expect(createTheme(theme).typography.button.textTransform).toBe('none');
  });

  it('has no transitions, ripples or growing menus where the system asks for less motion', async () => {
    const reduced = await themeWhereReducedMotion(true);
    expect(reduced.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(reduced.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
    expect(reduced.components?.MuiPopover?.defaultProps?.transitionDuration).toBe(0);
    expect(reduced.components?.MuiDialog?.styleOverrides?.paper).toEqual({ outline: 'none' });
  });

  it("keeps MUI's motion otherwise", async () => {
    const usual = await themeWhereReducedMotion(false);
    expect(usual.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
    expect(usual.components?.MuiButtonBase?.defaultProps).toBeUndefined();
    expect(usual.components?.MuiMenu).toBeUndefined();
  });

  it('draws a 3 px focus ring on whatever the keyboard reaches, white on the blue app bar', () => {
    const { components } = createTheme(theme);
    expect(components?.MuiButtonBase?.styleOverrides?.root).toEqual({ '&.Mui-focusVisible': { outline: '3px solid #0d47a1', outlineOffset: 2 } });
    expect(components?.MuiAppBar?.styleOverrides?.colorPrimary).toMatchObject({ '& .Mui-focusVisible, & a:focus-visible': { outlineColor: '#fff' } });
  });

  describe('contrast (WCAG 2.1 AA: at least 4.5:1 for text)', () => {
    const { palette } = createTheme(theme);
    const tones = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
    /** The grounds text is drawn on: a card, the page, a filled input (resting and hovered: black at 6% and 9%). */
    const grounds = { paper: '#ffffff', page: palette.background.default, input: '#f0f0f0', hoveredInput: '#e8e8e8' };

    it.each(tones)('%s: a chip\'s or button\'s text on its colour', (tone) => {
      expect(getContrastRatio(palette[tone].contrastText, palette[tone].main)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(tones)('%s: as text on a card and on the page', (tone) => {
      expect(getContrastRatio(palette[tone].main, grounds.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette[tone].main, grounds.page)).toBeGreaterThanOrEqual(4.5);
    });

    it("error: a required field's asterisk and its message on a filled input, resting or hovered", () => {
      expect(getContrastRatio(palette.error.main, grounds.input)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.error.main, grounds.hoveredInput)).toBeGreaterThanOrEqual(4.5);
    });

    it('the secondary text (hints, captions) on every ground', () => {
      for (const ground of Object.values(grounds)) {
        const text = blend(palette.text.secondary, ground);
        expect(getContrastRatio(text, ground), ground).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
});

/** An `rgba(0, 0, 0, a)` text colour drawn over an opaque `ground` (hex), as the eye sees it. */
function blend(text: string, ground: string): string {
  const [r, g, b, a = 1] = text.match(/[\d.]+/g)!.map(Number);
  const under = [1, 3, 5].map((at) => parseInt(ground.slice(at, at + 2), 16));
  const mixed = [r, g, b].map((channel, i) => Math.round(channel * a + under[i] * (1 - a)));
  return `rgb(${mixed.join(', ')})`;
}
