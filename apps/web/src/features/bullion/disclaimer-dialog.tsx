import { Modal } from '../../components/modal.tsx';
import { useBullionTranslation } from './use-bullion-translation.ts';

/** The postal delivery disclaimer (spec 002 section 9), read and agreed before Submit. */
export function DisclaimerDialog({
  onAgree,
  onCancel,
}: {
  onAgree: () => void;
  onCancel: () => void;
}) {
  const { t } = useBullionTranslation();
  const lines = t('disclaimerLines', { returnObjects: true }) as string[];
  return (
    <Modal
      title={t('disclaimerTitle')}
      onClose={onCancel}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={onAgree}>
            {t('agree')}
          </button>
        </>
      }
    >
      <ol className="bullion-disclaimer">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </Modal>
  );
}
