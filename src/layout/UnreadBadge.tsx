import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** How often the menu asks for the unread count when no live event has said it changed. */
const UNREAD_POLL_MS = 60_000;

/** The inbox's unread conversations (admins and managers), kept fresh by the live events and a slow poll. */
export function useUnreadConversations(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['conversations', 'unread-count'],
    queryFn: () => dataProvider.getUnreadConversations(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  }).data;
}

/** A link's label with the count of unread conversations beside it (staff's Inbox link). */
export const UnreadBadge = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const unread = useUnreadConversations();
  const count = unread?.conversations ?? 0;
  return (
    <Badge badgeContent={count} color="error" max={99} aria-label={count ? `${label}, ${translate('inbox.unread', { smart_count: count })}` : undefined} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      {label}
    </Badge>
  );
};
