import { Type, type Static } from '@sinclair/typebox';
import { CONVERSATION_STATUSES, INCOMING_MESSAGE_TYPES, MESSAGE_STATUSES, NOTICE_LANGUAGES } from '../../common/options.js';
import { conversations } from '../db/schema/index.js';
import { Id, IdParams, Message, Nullable, OneOf, PageQuery } from './common.js';
import { MESSAGE_MAX_LENGTH } from './messages.js';
import { named, namedPage, rowAnswer } from './named.js';

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
const QuickReply = named('QuickReply', Type.Object({ id: Id, language: OneOf(NOTICE_LANGUAGES), title: Type.String(), body: Type.String() }));
const QuickReplyAnswer = named('QuickReplyAnswer', Type.Object({ data: QuickReply }));
const QuickReplyList = named('QuickReplyList', Type.Object({ data: Type.Array(QuickReply) }));
/** A chat's quick replies: each with `text`, its body with the conversation's placeholders filled. */
const FilledQuickReplyList = named(
  'FilledQuickReplyList',
  Type.Object({ data: Type.Array(Type.Intersect([QuickReply, Type.Object({ text: Type.String() })])) }),
);

const Timestamp = () => Type.String({ format: 'date-time' });
const StaffMember = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A conversation as the inbox lists it (lib/conversations/conversation-list.ts): its columns, window, assignee and profiles. */
const Conversation = named(
  'Conversation',
  rowAnswer(
    conversations,
    {
      /** WhatsApp's 24-hour customer-service window: free text may be sent. */
      window_open: Type.Boolean(),
      assignee: Nullable(StaffMember),
      /** The profiles of its mobile, the first five by id. */
      citizens: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), branch_id: Nullable(Type.Integer()) })),
    },
    ['assigneeId', 'createdAt'],
  ),
);
const ConversationAnswer = named('ConversationAnswer', Type.Object({ data: Conversation }));

/** One message of a chat: received (`in`) or sent through the outbox (`out`, with its delivery status). */
const ChatMessageSchema = named(
  'ChatMessage',
  Type.Object({
    direction: OneOf(['in', 'out'] as const),
    id: Type.Integer(),
    at: Timestamp(),
    type: OneOf(INCOMING_MESSAGE_TYPES),
    text: Nullable(Type.String()),
    status: Nullable(OneOf(MESSAGE_STATUSES)),
    error: Nullable(Type.String()),
    /** Refused by WhatsApp as outside its 24-hour window. */
    window_closed: Type.Boolean(),
    template_name: Nullable(Type.String()),
    /** The staff member who sent it, or the citizen's WhatsApp profile name. */
    sender: Nullable(Type.String()),
    media: Nullable(
      Type.Object({
        mime: Nullable(Type.String()),
        filename: Nullable(Type.String()),
        file_path: Nullable(Type.String()),
        file_url: Nullable(Type.String()),
        error: Nullable(Type.String()),
      }),
    ),
    context_id: Nullable(Type.String()),
    provider_id: Nullable(Type.String()),
  }),
);
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** Newest first; `meta.before` asks for the older ones (null once the chat's start is shown). */
const ChatPage = named('ChatPage', Type.Object({ data: Type.Array(ChatMessageSchema), meta: Type.Object({ before: Nullable(Timestamp()) }) }));

const UnreadCount = named('UnreadConversations', Type.Object({ conversations: Type.Integer(), messages: Type.Integer() }));

/** An approved template (WHATSAPP_REPLY_TEMPLATES) and how many parameters it takes. */
const ReplyTemplateList = named(
  'ReplyTemplateList',
  Type.Object({ data: Type.Array(Type.Object({ name: Type.String(), language: OneOf(NOTICE_LANGUAGES), parameters: Type.Integer() })) }),
);

/** A reply queued in the outbox. */
const ReplyQueued = named('ReplyQueued', Type.Object({ data: Type.Object({ id: Type.Integer(), status: OneOf(MESSAGE_STATUSES), at: Timestamp() }) }));


export const conversationSchemas = {
  events: { querystring: EventsQuery, produces: ['text/event-stream'] },
  list: { querystring: ConversationListQuery, response: { 200: namedPage('ConversationPage', Conversation) } },
  unreadCount: { response: { 200: UnreadCount } },
  templates: { response: { 200: ReplyTemplateList } },
  show: { params: IdParams, response: { 200: ConversationAnswer } },
  chat: { params: IdParams, querystring: ChatQuery, response: { 200: ChatPage } },
  change: { params: IdParams, response: { 200: ConversationAnswer } },
  assign: { params: IdParams, body: AssignBody, response: { 200: ConversationAnswer } },
  reply: { params: IdParams, body: ReplyBody, response: { 201: ReplyQueued } },
  profile: { params: IdParams, body: ProfileBody, response: { 200: ConversationAnswer } },
  quickReplies: { response: { 200: QuickReplyList } },
  createQuickReply: { body: QuickReplyBody, response: { 201: QuickReplyAnswer } },
  updateQuickReply: { params: IdParams, body: QuickReplyBody, response: { 200: QuickReplyAnswer } },
  deleteQuickReply: { params: IdParams, response: { 200: Message } },
  filledQuickReplies: { params: IdParams, response: { 200: FilledQuickReplyList } },
};
