import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { isAwaitingApproval } from './awaiting-approval.ts';
import { operatorErrorText } from './operator-errors.ts';
import { DESK_COUNTS_KEY } from './use-desk-counts.ts';
import { useOperatorTranslation } from './translation.ts';

export type DeskMessage = { readonly kind: 'done' | 'failed'; readonly text: string };

/**
 * One operator action at a time on a desk: the row it is busy with, what came of it (the
 * server's refusal in the chosen language, or that the money waits for a second approver), and
 * the desk's list and the menu's waiting counts read again afterwards.
 */
export function useDeskAction(refreshKey: readonly unknown[]) {
  const client = useQueryClient();
  const [language] = useLanguage();
  const { t } = useOperatorTranslation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<DeskMessage | null>(null);

  const run = async (id: string, action: () => Promise<unknown>, doneText: string) => {
    setBusyId(id);
    setMessage(null);
    try {
      const answer = await action();
      const waiting = typeof answer === 'object' && answer !== null && isAwaitingApproval(answer);
      setMessage({ kind: 'done', text: waiting ? t('desk.awaiting') : doneText });
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusyId(null);
      await client.invalidateQueries({ queryKey: refreshKey });
      await client.invalidateQueries({ queryKey: DESK_COUNTS_KEY });
    }
  };
  return { busyId, message, run };
}
