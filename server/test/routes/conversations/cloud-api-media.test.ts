import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { incomingMessages } from '../../../db/schema/index.js';
import { PDF, PNG } from '../../documents.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { apiError, cloudApiEnv, settled, startFakeCloudApi } from '../messages/whatsapp-helpers.js';
import { documentMessage, imageMessage, signatureOf, webhookBody } from '../../whatsapp/cloud-api-payloads.js';
import { citizenConversation, INBOX_SECRET } from './conversation-fixtures.js';

/** Against a fake Cloud API: the files citizens send fetched into the document storage, and replies refused by the window. */
const api = await startFakeCloudApi();
afterAll(() => api.close());
const { t, world } = setUpWorld({ env: cloudApiEnv(api, { WHATSAPP_APP_SECRET: INBOX_SECRET }) });

async function deliver(...messages: object[]) {
  const body = webhookBody({ messages });
  const response = await t.request({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, INBOX_SECRET) } });
  expect(response.statusCode).toBe(200);
  await t.app.incomingMedia.settled();
}
const stored = async (mediaId: string) => (await t.database.db.select().from(incomingMessages).where(eq(incomingMessages.mediaId, mediaId)))[0];

describe('media a citizen sends', () => {
  it('fetches an image and a PDF through the media endpoint into the storage, shown with signed links', async () => {
    const { mobile, conversationId } = await citizenConversation(t, world.branchA);
    const from = `91${mobile}`;
    api.addMedia('media-png', PNG, 'image/png');
    api.addMedia('media-pdf', PDF, 'application/pdf');
    await deliver(imageMessage({ from }, 'media-png', 'PUC'), documentMessage({ from }, 'media-pdf', 'policy.pdf'));
    expect(await stored('media-png')).toMatchObject({ filePath: expect.stringMatching(/^whatsapp\/.+\.png$/), mediaError: null });
    expect(await stored('media-pdf')).toMatchObject({ filePath: expect.stringMatching(/^whatsapp\/.+\.pdf$/), mediaError: null });
    const metaRequest = api.requests.find((request) => request.url === '/v21.0/media-pdf');
    expect(metaRequest?.headers.authorization).toBe('Bearer test-token');
    const chat = (await t.request({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, token: world.admin.token })).json();
    const pdf = chat.data.find((row: { media: { filename: string } | null }) => row.media?.filename === 'policy.pdf');
    expect(pdf.media.file_url).toMatch(/^\/storage\/whatsapp\//);
    const file = await t.request({ method: 'GET', url: pdf.media.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps a failed download on the message: a 404 id, another host, a type not allowed by content; the good file beside them comes', async () => {
    const { mobile } = await citizenConversation(t, world.branchA);
    const from = `91${mobile}`;
    api.addMedia('media-elsewhere', PDF, 'application/pdf', 'http://evil.example.com/x.pdf');
    api.addMedia('media-text', Buffer.from('plain text, not a document'), 'application/pdf');
    api.addMedia('media-beside', PDF, 'application/pdf');
    await deliver(
      documentMessage({ from }, 'media-gone', 'gone.pdf'), documentMessage({ from }, 'media-beside', 'good.pdf'),
      documentMessage({ from }, 'media-elsewhere', 'x.pdf'), imageMessage({ from }, 'media-text'),
    );
    expect(await stored('media-beside')).toMatchObject({ filePath: expect.stringMatching(/^whatsapp\/.+\.pdf$/), mediaError: null });
    expect(await stored('media-gone')).toMatchObject({ filePath: null, mediaError: 'WhatsApp API 404 for the media id' });
    expect((await stored('media-elsewhere')).mediaError).toMatch(/not on the provider's host \(evil\.example\.com\)/);
    expect((await stored('media-text')).mediaError).toMatch(/not a PDF, JPEG, PNG or WebP/);
    expect(api.requests.some((request) => request.url.includes('x.pdf'))).toBe(false);
  });
});

describe('replies through the Cloud API', () => {
  it("shows WhatsApp's 131047 refusal as the window closed", async () => {
    const { conversationId } = await citizenConversation(t, world.branchA);
    api.plan({ status: 400, body: { error: { message: 'Re-engagement message', type: 'OAuthException', code: 131047 } } });
    const sent = await t.request({ method: 'POST', url: `/api/conversations/${conversationId}/reply`, token: world.admin.token, payload: { text: 'Hello again' } });
    expect(sent.statusCode).toBe(201);
    const row = await settled(t, sent.json().data.id, 'failed');
    expect(row.error).toBe('WhatsApp API 400: Re-engagement message (131047)');
    const chat = (await t.request({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, token: world.admin.token })).json();
    expect(chat.data[0]).toMatchObject({ direction: 'out', status: 'failed', window_closed: true });
  });

});
