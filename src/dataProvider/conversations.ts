import type { components, operations } from '../api/schema';
import { callApi } from './api';

type Schemas = components['schemas'];

/** A conversation of the office's WhatsApp number (GET /conversations). */
export type Conversation = Schemas['Conversation'];

/** One message of a chat: received (`in`) or sent from the outbox (`out`, with its delivery status). */
export type ChatMessage = Schemas['ChatMessage'];

/** The inbox's filters (GET /conversations less its paging). */
export type ConversationFilters = Omit<NonNullable<operations['listConversations']['parameters']['query']>, 'page' | 'per_page'>;

/** A saved quick reply; in a chat (`text`) with the conversation's placeholders filled. */
export type QuickReply = Schemas['QuickReply'] & { text?: string };

export type Reply = { text: string } | { template: string; params: string[] };

/** The inbox's calls. */
export const conversationMethods = {
  getConversations: (filters: ConversationFilters, page = 1) => callApi('get', '/api/conversations', { query: { ...filters, page, per_page: 50 } }),
  getConversation: (id: number) => callApi('get', '/api/conversations/{id}', { path: { id } }).then((answer) => answer.data),
  getChat: (id: number, before?: string) => callApi('get', '/api/conversations/{id}/messages', { path: { id }, query: { before } }),
  getUnreadConversations: () => callApi('get', '/api/conversations/unread-count'),
  getReplyTemplates: () => callApi('get', '/api/conversations/templates').then((answer) => answer.data),
  markConversationRead: (id: number) => callApi('post', '/api/conversations/{id}/read', { path: { id } }),
  markConversationDone: (id: number) => callApi('post', '/api/conversations/{id}/done', { path: { id } }),
  assignConversation: (id: number, assigneeId: number | null) =>
    callApi('post', '/api/conversations/{id}/assign', { path: { id }, body: { assignee_id: assigneeId } }),
  replyToConversation: (id: number, reply: Reply) => callApi('post', '/api/conversations/{id}/reply', { path: { id }, body: reply }),
  getQuickReplies: (): Promise<QuickReply[]> => callApi('get', '/api/quick-replies').then((answer) => answer.data),
  getChatQuickReplies: (id: number): Promise<QuickReply[]> =>
    callApi('get', '/api/conversations/{id}/quick-replies', { path: { id } }).then((answer) => answer.data),
  saveQuickReply: (reply: Omit<QuickReply, 'id' | 'text'>, id?: number) =>
    id
      ? callApi('put', '/api/quick-replies/{id}', { path: { id }, body: reply })
      : callApi('post', '/api/quick-replies', { body: reply }),
  deleteQuickReply: (id: number) => callApi('delete', '/api/quick-replies/{id}', { path: { id } }),
  /** Create profile from a chat: the audit trail names the conversation the profile came from. */
  profileFromConversation: (id: number, citizenId: number) => callApi('post', '/api/conversations/{id}/profile', { path: { id }, body: { citizen_id: citizenId } }),
};
