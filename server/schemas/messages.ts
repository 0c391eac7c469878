import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_STATUSES } from '../../common/options.js';
import { messages } from '../db/schema/index.js';
import { IdParams, Message, Nullable, OneOf, PageQuery, Public } from './common.js';
import { named, namedPage, rowAnswer } from './named.js';
import { formBody, text } from './fields.js';

/** The longest text WhatsApp accepts in one message. */
export const MESSAGE_MAX_LENGTH = 4096;

/** A message with at least one visible character. */
const SendMessageBody = formBody(
  { message: { ...text(MESSAGE_MAX_LENGTH), pattern: '\\S', errorMessage: { pattern: 'The :attribute field is required.' } } },
  ['message'],
);

const { properties: messageColumns } = rowAnswer(messages, {}, ['claimedBy', 'leaseUntil']);
/**
 * A WhatsApp message of a citizen's history: one the office sent (`out`, its outbox row and sender) or one the
 * citizen's mobile sent (`in`, with its type and WhatsApp profile name).
 */
const WhatsAppMessage = named(
  'WhatsAppMessage',
  Type.Object({
    ...Type.Partial(Type.Object(messageColumns)).properties,
    id: Type.Integer(),
    direction: OneOf(['in', 'out'] as const),
    body: Type.String(),
    status: Nullable(OneOf(MESSAGE_STATUSES)),
    created_at: Type.String({ format: 'date-time' }),
    sender: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    type: Type.Optional(Type.String()),
    profile_name: Type.Optional(Nullable(Type.String())),
  }),
);

export type WhatsAppMessageJson = Static<typeof WhatsAppMessage>;

/** A message queued to a citizen, and the wa.me link that opens it on the agent's phone. */
export const NoticeSent = named('MessageQueued', Type.Object({ data: WhatsAppMessage, wa_me_url: Type.String() }));

/** The text of an expiry notice and where it goes, to confirm before sending. */
export const NoticePreview = named('NoticePreview', Type.Object({ name: Type.String(), mobile: Type.String(), text: Type.String() }));

export const messageSchemas = {
  send: { params: IdParams, body: SendMessageBody, response: { 201: NoticeSent } },
  notifyPreview: { params: IdParams, response: { 200: NoticePreview } },
  notify: { params: IdParams, response: { 201: NoticeSent } },
  list: { params: IdParams, querystring: Type.Object(PageQuery), response: { 200: namedPage('WhatsAppMessagePage', WhatsAppMessage) } },
};

/** The verify handshake Meta sends when the webhook URL is registered. */
export const webhookSchemas = {
  verify: {
    ...Public,
    querystring: Type.Object({
      'hub.mode': Type.Optional(Type.String({ maxLength: 100 })),
      'hub.verify_token': Type.Optional(Type.String({ maxLength: 500 })),
      'hub.challenge': Type.Optional(Type.String({ maxLength: 500 })),
    }),
    produces: ['text/plain'],
    response: { 403: Message },
  },
  /** Delivery status reports and replies, signed by Meta (X-Hub-Signature-256), parsed after the check. */
  report: { response: { 200: Type.Object({ stored: Type.Integer(), updated: Type.Integer(), opt_outs: Type.Integer() }), 400: Message, 401: Message } },
};
