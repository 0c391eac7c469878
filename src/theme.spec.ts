import { createTheme } from '@mui/material';
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
    expect(usual.components?.MuiButtonBase).toBeUndefined();
    expect(usual.components?.MuiMenu).toBeUndefined();
  });
});
