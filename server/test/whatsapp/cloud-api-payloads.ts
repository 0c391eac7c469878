import { createHmac } from 'node:crypto';

/**
 * Webhook payloads as WhatsApp's Cloud API documents them (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/
 * payload-examples): one entry of the business account, one change of field `messages` whose value carries the
 * sender's `contacts` and the `messages` (text, image, document, audio, location, reaction, unsupported, a reply's
 * `context`). Used by the tests, the bench and the browser journeys, so all of them speak what Meta sends.
 */

let serial = 0;
/** A fresh message id in WhatsApp's style. */
export const wamid = () => `wamid.HBgM${process.pid}${Date.now().toString(36)}${(++serial).toString(36)}`;

export interface IncomingOptions {
  from: string;
  name?: string;
  id?: string;
  timestamp?: number;
  context?: string;
}

const base = ({ from, id, timestamp, context }: IncomingOptions) => ({
  from,
  id: id ?? wamid(),
  timestamp: String(timestamp ?? Math.floor(Date.now() / 1000)),
  ...(context && { context: { from: '919000000000', id: context } }),
});

export const textMessage = (options: IncomingOptions, body: string) => ({ ...base(options), type: 'text', text: { body } });
export const imageMessage = (options: IncomingOptions, mediaId: string, caption?: string) =>
  ({ ...base(options), type: 'image', image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'c2hh', ...(caption && { caption }) } });
export const documentMessage = (options: IncomingOptions, mediaId: string, filename: string) =>
  ({ ...base(options), type: 'document', document: { id: mediaId, mime_type: 'application/pdf', sha256: 'c2hh', filename } });
export const audioMessage = (options: IncomingOptions, mediaId: string) => ({ ...base(options), type: 'audio', audio: { id: mediaId, mime_type: 'audio/ogg; codecs=opus', voice: true } });
export const locationMessage = (options: IncomingOptions) =>
  ({ ...base(options), type: 'location', location: { latitude: 21.2514, longitude: 81.6296, name: 'RTO Raipur', address: 'Raipur, Chhattisgarh' } });
export const reactionMessage = (options: IncomingOptions, messageId: string, emoji: string) => ({ ...base(options), type: 'reaction', reaction: { message_id: messageId, emoji } });
export const unsupportedMessage = (options: IncomingOptions) =>
  ({ ...base(options), type: 'unsupported', errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown' }] });

/** The webhook body of a delivery: `messages` from their senders (each named in `contacts`), and any `statuses`. */
export function webhookBody(items: { messages?: object[]; statuses?: object[]; names?: Record<string, string> }) {
  const senders = [...new Set((items.messages ?? []).map((message) => (message as { from?: string }).from).filter(Boolean))] as string[];
  const contacts = senders.map((waId) => ({ profile: { name: items.names?.[waId] ?? `Citizen ${waId.slice(-4)}` }, wa_id: waId }));
  const value = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '919000000000', phone_number_id: '106540352242922' },
    ...(items.messages && { contacts, messages: items.messages }),
    ...(items.statuses && { statuses: items.statuses }),
  };
  return JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes: [{ value, field: 'messages' }] }] });
}

/** `X-Hub-Signature-256` of a body: HMAC-SHA256 with the app secret. */
export const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
