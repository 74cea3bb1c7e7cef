import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveMessages } from '../../lib/live-socket.ts';
import { NOTICES_KEY } from './notice-calls.ts';
import { clearNoticeToasts, showNoticeToast } from './notice-toasts-store.ts';

/**
 * Listens on the shell's live channel for the account's notices: each pushed notice shows as a
 * toast and refreshes the list (the bell's count). Each time the channel signs in (first
 * connect and every reconnect) the list is fetched again, so notices recorded while the client
 * was offline are counted without a toast.
 */
export function useNoticeFeed(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stop = subscribeLiveMessages((message) => {
      if (message.type === 'notice') {
        showNoticeToast(message.data);
        void client.invalidateQueries({ queryKey: NOTICES_KEY });
      } else if (message.type === 'welcome' && message.data.signedIn) {
        void client.invalidateQueries({ queryKey: NOTICES_KEY });
      }
    });
    return () => {
      stop();
      clearNoticeToasts();
    };
  }, [client]);
}
