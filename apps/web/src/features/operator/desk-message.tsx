import type { DeskMessage } from './use-desk-action.ts';

/** What came of the desk's last action, announced to screen readers. */
export function DeskMessageLine({ message }: { message: DeskMessage | null }) {
  if (message === null) return null;
  return (
    <p
      role={message.kind === 'failed' ? 'alert' : 'status'}
      className={message.kind === 'failed' ? 'operator-failed' : 'operator-credited'}
    >
      {message.text}
    </p>
  );
}
