import { useOperatorTranslation } from './translation.ts';

/** A desk dialog's form buttons: its own submit, then Cancel, which closes it. */
export function DialogButtons({ submit, onCancel }: { submit: string; onCancel: () => void }) {
  const { t } = useOperatorTranslation();
  return (
    <div className="operator-row-actions">
      <button type="submit" className="button button-primary">
        {submit}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('desk.cancel')}
      </button>
    </div>
  );
}
