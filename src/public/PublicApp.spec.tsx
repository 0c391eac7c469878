import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home/HomePage';
import { answer, useApiServer } from '../test/api';
import { renderPublic } from '../test/renderPublic';

useApiServer();

const renderHome = () => renderPublic(HomePage, '/');

describe('the public entry', () => {
  afterEach(() => {
    document.cookie = 'locale=; path=/; max-age=0';
    document.documentElement.lang = 'en';
  });

  it("draws the home with a visitor's app bar, its tiles as plain links (each a page of its own) and the office from the API", async () => {
    answer('get', '/office', { name: 'Sahu RTO Agent', phone: '0771-2345678', whatsapp: null, whatsapp_url: null });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Online Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parivahan Desk' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    const tile = within(screen.getAllByRole('listitem')[0]).getByRole('link');
    expect(tile.getAttribute('href')).toMatch(/^\/ask-for-service\?category=dl&service=/);
    const office = await screen.findByRole('region', { name: 'Sahu RTO Agent' });
    expect(within(office).getByRole('link', { name: 'Call 0771-2345678' })).toHaveAttribute('href', 'tel:07712345678');
    expect(document.title).toBe('Parivahan Desk');
  });

  it('switches to Hindi in place and remembers it for the server (the cookie) and the app (localStorage)', async () => {
    answer('get', '/office', { name: null, phone: null, whatsapp: null, whatsapp_url: null });
    renderHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑनलाइन सेवाएँ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('locale=hi');
    expect(localStorage.getItem('locale')).toBe('hi');
    expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeInTheDocument();
  });

  it("gives the heading the focus of a page a link of the app loaded (a tile's form), not of one opened otherwise", async () => {
    answer('get', '/office', { name: null, phone: null, whatsapp: null, whatsapp_url: null });
    sessionStorage.setItem('followedLink', '/');
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Services' })).toHaveFocus();
    document.body.focus();
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })[1]).not.toHaveFocus();
  });
});
