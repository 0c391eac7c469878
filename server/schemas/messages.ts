import { Type } from '@sinclair/typebox';
import { CreatedAnswer, IdParams, Message, PageQuery, Public } from './common.js';
import { formBody, text } from './fields.js';

/** The longest text WhatsApp accepts in one message. */
export const MESSAGE_MAX_LENGTH = 4096;

/** A message with at least one visible character. */
const SendMessageBody = formBody(
  { message: { ...text(MESSAGE_MAX_LENGTH), pattern: '\\S', errorMessage: { pattern: 'The :attribute field is required.' } } },
  ['message'],
);

export const messageSchemas = {
  send: { params: IdParams, body: SendMessageBody, ...CreatedAnswer },
  notifyPreview: { params: IdParams },
  notify: { params: IdParams, ...CreatedAnswer },
  list: { params: IdParams, querystring: Type.Object(PageQuery) },
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
  report: { response: { 400: Message, 401: Message } },
};
