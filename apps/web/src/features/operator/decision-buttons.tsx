import { useOperatorTranslation } from './translation.ts';

type DecisionButtonsProps = {
  /** The row a desk action is running for, if any: every decision waits for it. */
  busyId: string | null;
  rowId: string;
  /** The desk's own decision: pay out, approve, grant. */
  label: string;
  onDecide: () => void;
  onReject: () => void;
  /** The second decision's word, where Reject is not it (a bank line is dismissed). */
  rejectLabel?: string;
};

/** A waiting row's two decisions: the desk's action (busy while it runs) and Reject. */
export function DecisionButtons({
  busyId,
  rowId,
  label,
  onDecide,
  onReject,
  rejectLabel,
}: DecisionButtonsProps) {
  const { t } = useOperatorTranslation();
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        disabled={busyId !== null}
        onClick={onDecide}
      >
        {busyId === rowId ? t('desk.busy') : label}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={busyId !== null}
        onClick={onReject}
      >
        {rejectLabel ?? t('desk.reject')}
      </button>
    </>
  );
}
