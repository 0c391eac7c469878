import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePageNavigate } from '../../routing/pageLinks';
import type { SubmittedState } from '../submitted/SubmittedPage';
import { KeptForLater, outboxEntries, sendOrKeep, subscribeOutbox, type OutboxEntry, type OutboxKind } from './outboxStore';

/** The phone's outbox entries (newest first), re-rendered on every change, also another tab's. */
export const useOutboxEntries = () => useSyncExternalStore(subscribeOutbox, outboxEntries);

/**
 * A public form's send through the outbox: `send` answers the success page's state, or null when the form waits for
 * the network (`waiting` is then that entry); once the outbox sends it, the success page opens with its reference.
 */
export function usePublicSend(kind: OutboxKind, sentPath: string) {
  const navigate = usePageNavigate();
  const entries = useOutboxEntries();
  const [waitingKey, setWaitingKey] = useState<string | null>(null);
  const waiting = waitingKey ? entries.find((entry) => entry.key === waitingKey) : undefined;

  useEffect(() => {
    if (waiting?.reference) navigate(sentPath, { phone: waiting.phone, reference: waiting.reference } satisfies SubmittedState);
  }, [waiting?.reference, waiting?.phone, navigate, sentPath]);

  const send = async (body: Record<string, unknown>, phone: string): Promise<SubmittedState | null> => {
    try {
      const { reference } = await sendOrKeep(kind, body, phone);
      return { phone, reference };
    } catch (error) {
      if (!(error instanceof KeptForLater)) throw error;
      setWaitingKey(error.entry.key);
      return null;
    }
  };
  const onSent = (state: SubmittedState | null) => {
    if (state) navigate(sentPath, state);
  };
  return { send, onSent, waiting: waiting && !waiting.reference ? (waiting as OutboxEntry) : undefined };
}
