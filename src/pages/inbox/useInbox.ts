import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ConversationFilters, Reply } from '../../dataProvider/conversations';

/** The inbox's data: the list, one conversation and its chat, and the changes, each refreshing what it moved. */

export function useConversationList(filters: ConversationFilters) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['conversations', 'list', filters],
    queryFn: () => dataProvider.getConversations(filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useConversation(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['conversations', 'one', id], queryFn: () => dataProvider.getConversation(id), retry: false });
}

/** The chat newest first, fifty at a time; older pages are fetched on demand. */
export function useChat(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useInfiniteQuery({
    queryKey: ['conversations', 'chat', id],
    queryFn: ({ pageParam }) => dataProvider.getChat(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.before ?? undefined,
    retry: false,
  });
}

export function useReplyTemplates() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['conversations', 'templates'], queryFn: () => dataProvider.getReplyTemplates(), staleTime: Infinity, retry: false });
}

/** The quick replies with this chat's citizen, vehicle and expiry filled in. */
export function useChatQuickReplies(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['conversations', 'quick-replies', id], queryFn: () => dataProvider.getChatQuickReplies(id), staleTime: 60_000, retry: false });
}

export function useStaff() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['staff-members'], queryFn: () => dataProvider.staffMembers(), staleTime: 60_000, retry: false });
}

/** The changes of a conversation; each refreshes the inbox's queries. */
export function useConversationActions(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['conversations'] });
  const options = { onSettled: refresh };
  return {
    read: useMutation({ mutationFn: () => dataProvider.markConversationRead(id), ...options }),
    done: useMutation({ mutationFn: () => dataProvider.markConversationDone(id), ...options }),
    assign: useMutation({ mutationFn: (assigneeId: number | null) => dataProvider.assignConversation(id, assigneeId), ...options }),
    reply: useMutation({ mutationFn: (reply: Reply) => dataProvider.replyToConversation(id, reply), ...options }),
    profileCreated: useMutation({ mutationFn: (citizenId: number) => dataProvider.profileFromConversation(id, citizenId), ...options }),
  };
}
