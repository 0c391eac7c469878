import type { MatrixRow, Statuses } from './access-matrix.data.js';

// The inbox is for staff; a conversation follows the citizens of its mobile (the fixture's: branch A), like a citizen.
//                                   anon owner strgr mgrA mgrB mgr∅ admin
const staffOnly: Statuses =         [401, 403,  403,  200, 200, 200, 200];
const staffInScope = (ok: number): Statuses => [401, 403, 403, ok, 404, ok, ok];
const adminOnly = (ok: number): Statuses =>    [401, 403, 403, 403, 403, 403, ok];

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload?: object) => ({ method: 'POST' as const, url, ...(payload && { payload }) });
const quickReply = { language: 'hi', title: 'Renewal', body: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga.' };

export const CONVERSATION_ROWS: MatrixRow[] = [
  { route: 'GET /api/conversations', statuses: staffOnly, request: () => get('/api/conversations?unread=true&q=98') },
  { route: 'GET /api/conversations/unread-count', statuses: staffOnly, request: () => get('/api/conversations/unread-count') },
  { route: 'GET /api/conversations/events', statuses: staffOnly, request: () => get('/api/conversations/events?wait=0') },
  { route: 'GET /api/conversations/templates', statuses: staffOnly, request: () => get('/api/conversations/templates') },
  { route: 'GET /api/quick-replies', statuses: staffOnly, request: () => get('/api/quick-replies') },
  { route: 'POST /api/quick-replies', statuses: adminOnly(201), request: () => post('/api/quick-replies', quickReply) },
  {
    route: 'PUT /api/quick-replies/:id',
    statuses: adminOnly(200),
    request: async ({ quickReply: target }) => ({ method: 'PUT' as const, url: `/api/quick-replies/${await target()}`, payload: quickReply }),
  },
  {
    route: 'DELETE /api/quick-replies/:id',
    statuses: adminOnly(200),
    request: async ({ quickReply: target }) => ({ method: 'DELETE' as const, url: `/api/quick-replies/${await target()}` }),
  },
  {
    route: 'GET /api/conversations/:id/quick-replies',
    statuses: staffInScope(200),
    request: async ({ conversation }) => get(`/api/conversations/${await conversation()}/quick-replies`),
  },
  { route: 'GET /api/conversations/:id', statuses: staffInScope(200), request: async ({ conversation }) => get(`/api/conversations/${await conversation()}`) },
  { route: 'GET /api/conversations/:id/messages', statuses: staffInScope(200), request: async ({ conversation }) => get(`/api/conversations/${await conversation()}/messages`) },
  { route: 'POST /api/conversations/:id/read', statuses: staffInScope(200), request: async ({ conversation }) => post(`/api/conversations/${await conversation()}/read`) },
  { route: 'POST /api/conversations/:id/done', statuses: staffInScope(200), request: async ({ conversation }) => post(`/api/conversations/${await conversation()}/done`) },
  {
    route: 'POST /api/conversations/:id/assign',
    statuses: staffInScope(200),
    request: async ({ conversation, world }) => post(`/api/conversations/${await conversation()}/assign`, { assignee_id: world.admin.id }),
  },
  {
    route: 'POST /api/conversations/:id/profile',
    statuses: staffInScope(200),
    request: async ({ conversationWithCitizen }) => {
      const chat = await conversationWithCitizen();
      return post(`/api/conversations/${chat.conversation}/profile`, { citizen_id: chat.citizen });
    },
  },
  { route: 'POST /api/conversations/:id/reply', statuses: staffInScope(201), request: async ({ conversation }) => post(`/api/conversations/${await conversation()}/reply`, { text: 'Matrix reply' }) },
];
