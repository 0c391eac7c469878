import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it("keeps the documents' case on buttons and tabs ('+ New Profile'), not MUI's capitals", () => {
    expect(createTheme(theme).typography.button.textTransform).toBe('none');
  });
});
