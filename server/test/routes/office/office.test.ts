import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../build.js';

describe('GET /api/office', () => {
  describe('with the office settings', () => {
    const t = setUpTestApp({ env: { OFFICE_NAME: 'Sahu RTO Agent, Raipur', OFFICE_PHONE: '0771-2345678', OFFICE_WHATSAPP: '98765 43210' } });

    it('tells a visitor the name, the phone and a WhatsApp click-to-chat link with the country code', async () => {
      const response = await t.request({ method: 'GET', url: '/api/office' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Sahu RTO Agent, Raipur',
        phone: '0771-2345678',
        whatsapp: '98765 43210',
        whatsapp_url: 'https://wa.me/919876543210',
      });
    });
  });

  describe('without them', () => {
    const t = setUpTestApp();

    it('answers nulls', async () => {
      const response = await t.request({ method: 'GET', url: '/api/office' });
      expect(response.json()).toEqual({ name: null, phone: null, whatsapp: null, whatsapp_url: null });
    });
  });
});
