import type { ConversationStatus, MessageStatus } from '../../common/options';
import { apiFetch } from './http';
import type { Paged } from './rest';

/** A conversation of the office's WhatsApp number (GET /conversations). */
export interface Conversation {
  id: number;
  wa_id: string;
  mobile: string | null;
  profile_name: string | null;
  status: ConversationStatus;
  unread_count: number;
  last_message_at: string;
  last_incoming_at: string | null;
  last_text: string | null;
  /** WhatsApp's 24-hour window: free text may be sent. */
  window_open: boolean;
  assignee: { id: number; name: string } | null;
  citizens: { id: number; name: string; branch_id: number | null }[];
}

/** One message of a chat: received (`in`) or sent from the outbox (`out`, with its delivery status). */
export interface ChatMessage {
  direction: 'in' | 'out';
  id: number;
  at: string;
  type: string;
  text: string | null;
  status: MessageStatus | null;
  error: string | null;
  window_closed: boolean;
  template_name: string | null;
  sender: string | null;
  media: { mime: string | null; filename: string | null; file_url?: string | null; error: string | null } | null;
  context_id: string | null;
}

export interface ReplyTemplate {
  name: string;
  language: 'en' | 'hi';
  parameters: number;
}

export interface ConversationFilters {
  unread?: boolean;
  mine?: boolean;
  unassigned?: boolean;
  status?: ConversationStatus;
  branch_id?: number;
  q?: string;
}

/** A saved quick reply; in a chat (`text`) with the conversation's placeholders filled. */
export interface QuickReply {
  id: number;
  language: 'en' | 'hi';
  title: string;
  body: string;
  text?: string;
}

export type Reply = { text: string } | { template: string; params: string[] };

/** The inbox's calls. */
export const conversationMethods = {
  getConversations: (filters: ConversationFilters, page = 1) =>
    apiFetch<Paged<Conversation>>('/conversations', { query: { ...filters, page, per_page: 50 } }),
  getConversation: (id: number) => apiFetch<{ data: Conversation }>(`/conversations/${id}`).then((answer) => answer.data),
  getChat: (id: number, before?: string) =>
    apiFetch<{ data: ChatMessage[]; meta: { before: string | null } }>(`/conversations/${id}/messages`, { query: { before } }),
  getUnreadConversations: () => apiFetch<{ conversations: number; messages: number }>('/conversations/unread-count'),
  getReplyTemplates: () => apiFetch<{ data: ReplyTemplate[] }>('/conversations/templates').then((answer) => answer.data),
  markConversationRead: (id: number) => apiFetch(`/conversations/${id}/read`, { method: 'POST' }),
  markConversationDone: (id: number) => apiFetch(`/conversations/${id}/done`, { method: 'POST' }),
  assignConversation: (id: number, assigneeId: number | null) => apiFetch(`/conversations/${id}/assign`, { method: 'POST', body: { assignee_id: assigneeId } }),
  replyToConversation: (id: number, reply: Reply) => apiFetch(`/conversations/${id}/reply`, { method: 'POST', body: reply }),
  getQuickReplies: () => apiFetch<{ data: QuickReply[] }>('/conversations/quick-replies').then((answer) => answer.data),
  getChatQuickReplies: (id: number) => apiFetch<{ data: QuickReply[] }>(`/conversations/${id}/quick-replies`).then((answer) => answer.data),
  saveQuickReply: (reply: Omit<QuickReply, 'id' | 'text'>, id?: number) =>
    apiFetch<{ data: QuickReply }>(id ? `/conversations/quick-replies/${id}` : '/conversations/quick-replies', { method: id ? 'PUT' : 'POST', body: reply }),
  deleteQuickReply: (id: number) => apiFetch(`/conversations/quick-replies/${id}`, { method: 'DELETE' }),
  /** Create profile from a chat: the audit trail names the conversation the profile came from. */
  profileFromConversation: (id: number, citizenId: number) => apiFetch(`/conversations/${id}/profile`, { method: 'POST', body: { citizen_id: citizenId } }),
};
