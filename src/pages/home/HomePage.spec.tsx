import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { HomePage } from './HomePage';

useApiServer();

describe('HomePage', () => {
  it('says what the office does, with a call link and a WhatsApp click-to-chat button', async () => {
    answer('get', '/office', { name: 'Sahu RTO Agent', phone: '0771-2345678', whatsapp: '9876543210', whatsapp_url: 'https://wa.me/919876543210' });
    renderPage(<HomePage />);
    const office = await screen.findByRole('region', { name: 'Sahu RTO Agent' });
    expect(office).toHaveTextContent('Sahu RTO Agent handles driving license and vehicle work at the RTO');
    expect(within(office).getByRole('link', { name: 'Call 0771-2345678' })).toHaveAttribute('href', 'tel:07712345678');
    expect(within(office).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
  });

  it('gives every service tile an icon', async () => {
    answer('get', '/office', { name: null, phone: null, whatsapp: null, whatsapp_url: null });
    renderPage(<HomePage />);
    const tiles = await screen.findAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(30);
    for (const tile of tiles) expect(tile.querySelector('[data-testid^="service-icon-"]')).not.toBeNull();
    expect(within(tiles[0]).getByRole('link')).toHaveAttribute('href', expect.stringContaining('/ask-for-service'));
  });

  it('links to tracking a request already sent', async () => {
    answer('get', '/office', { name: null, phone: null, whatsapp: null, whatsapp_url: null });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Track a request' })).toHaveAttribute('href', '/track');
  });
});
