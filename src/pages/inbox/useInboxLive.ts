import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiHeaders, API_BASE } from '../../dataProvider/http';

/** Without live events (a proxy that buffers them), the inbox still refreshes this often. */
const FALLBACK_POLL_MS = 15_000;

/**
 * The inbox's live feed: GET /conversations/events (server-sent events) names the conversations that changed, and
 * their queries are fetched again, so a new message shows within a moment without a reload.
 */
export function useInboxLive() {
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => client.invalidateQueries({ queryKey: ['conversations'] });
    const poll = setInterval(refresh, FALLBACK_POLL_MS);
    void (async () => {
      // fetch, not EventSource: the API takes its bearer token in a header.
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(`${API_BASE}/conversations/events`, { headers: apiHeaders(), signal: controller.signal });
          if (!response.ok || !response.body) throw new Error(String(response.status));
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            if (value.includes('event: conversation')) refresh();
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
    })();
    return () => {
      controller.abort();
      clearInterval(poll);
    };
  }, [client]);
}
