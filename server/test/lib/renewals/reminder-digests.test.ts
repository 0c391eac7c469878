import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../../src/i18n/glossary.js';
import { loadConfig } from '../../../config.js';
import { cloudApiBody } from '../../../lib/messaging/whatsapp-transport.js';
import { digestText, groupDigests, type DueDocument } from '../../../lib/renewals/reminder-digests.js';

/** A digest's text and template in the language of the mobile's first citizen. */
const row = (values: Partial<DueDocument>): DueDocument => ({
  doc_type: 'insurance', record_id: 1, citizen_id: 1, branch_id: null, name: 'Ramesh', mobile: '9827012345', language: 'en',
  identifier: 'CG04AB1234', vehicle_no: 'CG04AB1234', expiry_date: '2031-04-09', window: 30, days_left: values.window ?? 30, ...values,
});

describe('reminder digests', () => {
  const [digest] = groupDigests([
    row({ citizen_id: 7, name: 'बेटा', language: 'en', record_id: 2, window: 7, expiry_date: '2031-03-17' }),
    row({ citizen_id: 3, name: 'पिता', language: 'hi', doc_type: 'dl', identifier: 'CG0420190001234', vehicle_no: null, window: -1, expiry_date: '2031-03-09' }),
  ]);

  it('groups a mobile into one digest in the language of its first citizen', () => {
    expect(digest).toMatchObject({ mobile: '9827012345', language: 'hi', citizens: [{ id: 7, name: 'बेटा' }, { id: 3, name: 'पिता' }] });
    expect(digest.documents).toHaveLength(2);
  });

  it('words each document, expired or not, and gives the template its two one-line parameters', () => {
    const { text, params } = digestText(digest);
    expect(text.split('\n')).toEqual([
      'अनुस्मारक: नवीनीकरण के लिए देय दस्तावेज़',
      '• बेटा: वाहन बीमा CG04AB1234 तिथि 17-03-2031 को समाप्त हो रहा है',
      '• पिता: ड्राइविंग लाइसेंस CG0420190001234 तिथि 09-03-2031 को समाप्त हो चुका है',
      'कृपया नवीनीकरण के लिए हमसे संपर्क करें। ये अनुस्मारक बंद करने के लिए रोकें लिखकर भेजें।',
    ]);
    expect(params).toHaveLength(2);
    expect(params.every((param) => !param.includes('\n'))).toBe(true);
  });

  it("uses the glossary's Hindi words (तिथि, never दिनांक)", () => {
    const { text } = digestText(digest);
    for (const { avoid } of GLOSSARY) if (avoid.hi) expect(text).not.toMatch(avoid.hi);
  });

  it('goes as WHATSAPP_REMINDER_TEMPLATE in its language when set, else as text', () => {
    const { text, params } = digestText(digest);
    const message = { id: 1, recipient: digest.mobile, body: text, templateParams: params, kind: 'reminder' as const, language: 'hi' as const };
    const withTemplate = loadConfig({ WHATSAPP_REMINDER_TEMPLATE: 'renewal_digest', WHATSAPP_NOTICE_TEMPLATE: 'll_notice' }).whatsapp;
    expect(cloudApiBody(withTemplate, message)).toMatchObject({ type: 'template', template: { name: 'renewal_digest', language: { code: 'hi' } } });
    expect(cloudApiBody(loadConfig({ WHATSAPP_NOTICE_TEMPLATE: 'll_notice' }).whatsapp, message)).toMatchObject({ type: 'text', text: { body: text } });
  });
});
