import { Pagination } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { LocalizedTheme } from './LocalizedTheme';

const renderPagesIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <LocalizedTheme>
        <Pagination count={5} page={1} />
      </LocalizedTheme>
    </AdminContext>,
  );

describe('LocalizedTheme: MUI’s own texts in the current language', () => {
  it('names the page buttons in English', async () => {
    renderPagesIn('en');
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  it('names them in Hindi, in well-formed words', async () => {
    renderPagesIn('hi');
    expect(await screen.findByRole('navigation', { name: 'पृष्ठ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पृष्ठ 2 पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पृष्ठ 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'अगले पृष्ठ पर जाएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).not.toBeInTheDocument();
  });
});
