import { Type } from '@sinclair/typebox';
import { IdParams, PageQuery } from './common.js';
import { formBody, text } from './fields.js';

/** The longest text WhatsApp accepts in one message. */
export const MESSAGE_MAX_LENGTH = 4096;

/** A message with at least one visible character. */
const SendMessageBody = formBody(
  { message: { ...text(MESSAGE_MAX_LENGTH), pattern: '\\S', errorMessage: { pattern: 'The :attribute field is required.' } } },
  ['message'],
);

export const messageSchemas = {
  send: { params: IdParams, body: SendMessageBody },
  notify: { params: IdParams },
  list: { params: IdParams, querystring: Type.Object(PageQuery) },
};

/** The verify handshake Meta sends when the webhook URL is registered. */
export const webhookSchemas = {
  verify: {
    querystring: Type.Object({
      'hub.mode': Type.Optional(Type.String({ maxLength: 100 })),
      'hub.verify_token': Type.Optional(Type.String({ maxLength: 500 })),
      'hub.challenge': Type.Optional(Type.String({ maxLength: 500 })),
    }),
  },
};
