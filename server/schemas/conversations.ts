import { Type } from '@sinclair/typebox';
import { CONVERSATION_STATUSES, NOTICE_LANGUAGES } from '../../common/options.js';
import { AnyObject, Id, IdParams, Message, Nullable, OneOf, PageQuery } from './common.js';
import { MESSAGE_MAX_LENGTH } from './messages.js';

/** Schemas of the inbox routes (issue 36): the conversations of the office's WhatsApp number. */

export const ConversationListQuery = Type.Object({
  ...PageQuery,
  unread: Type.Optional(Type.Boolean()),
  mine: Type.Optional(Type.Boolean()),
  unassigned: Type.Optional(Type.Boolean()),
  branch_id: Type.Optional(Id),
  status: Type.Optional(OneOf(CONVERSATION_STATUSES)),
  /** A profile or citizen name, a mobile, or the text of a message. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

const ChatQuery = Type.Object({ before: Type.Optional(Type.String({ format: 'date-time' })) });

const AssignBody = Type.Object({ assignee_id: Nullable(Id) }, { additionalProperties: false });

/** Free text, or an approved template with its parameters. */
const ReplyBody = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: MESSAGE_MAX_LENGTH })),
    template: Type.Optional(Type.String({ maxLength: 512 })),
    params: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);

/** How long the event stream stays open before the app opens it again. */
const EventsQuery = Type.Object({ wait: Type.Optional(Type.Integer({ minimum: 0, maximum: 60, default: 25 })) });

const ProfileBody = Type.Object({ citizen_id: Id }, { additionalProperties: false });

const QuickReplyBody = Type.Object(
  {
    language: OneOf(NOTICE_LANGUAGES),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    /** `{name}`, `{vehicle}` and `{expiry}` are filled in for the chat. */
    body: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
const QuickReply = Type.Object({ id: Id, language: OneOf(NOTICE_LANGUAGES), title: Type.String(), body: Type.String() });
const QuickReplyList = Type.Object({ data: Type.Array(QuickReply) });
/** A chat's quick replies: each with `text`, its body with the conversation's placeholders filled. */
const FilledQuickReplyList = Type.Object({ data: Type.Array(Type.Object({ ...QuickReply.properties, text: Type.String() })) });

export const conversationSchemas = {
  events: { querystring: EventsQuery },
  list: { querystring: ConversationListQuery },
  unreadCount: {},
  templates: {},
  show: { params: IdParams },
  chat: { params: IdParams, querystring: ChatQuery },
  change: { params: IdParams },
  assign: { params: IdParams, body: AssignBody },
  reply: { params: IdParams, body: ReplyBody, response: { 201: AnyObject } },
  profile: { params: IdParams, body: ProfileBody, response: { 200: AnyObject } },
  quickReplies: { response: { 200: QuickReplyList } },
  createQuickReply: { body: QuickReplyBody, response: { 201: Type.Object({ data: QuickReply }) } },
  updateQuickReply: { params: IdParams, body: QuickReplyBody, response: { 200: Type.Object({ data: QuickReply }) } },
  deleteQuickReply: { params: IdParams, response: { 200: Message } },
  filledQuickReplies: { params: IdParams, response: { 200: FilledQuickReplyList } },
};
