import type { ConversationFilters } from '../../dataProvider/conversations';

/** The inbox's filter chips, each a set of list filters (one chosen at a time). */
export const INBOX_FILTERS = {
  all: {},
  unread: { unread: true },
  mine: { mine: true },
  unassigned: { unassigned: true },
  open: { status: 'open' },
  done: { status: 'done' },
} as const satisfies Record<string, ConversationFilters>;

export type InboxFilter = keyof typeof INBOX_FILTERS;
