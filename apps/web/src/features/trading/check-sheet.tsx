import { useId } from 'react';
import { Modal } from '../../components/modal.tsx';
import { SPEC_TEXT } from './spec-texts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type CheckSheetProps = { title: string; message: string; onClose: () => void };

/** A failed check of Review Order or Edit Order: the spec's text and OK. */
export function CheckSheet({ title, message, onClose }: CheckSheetProps) {
  const { t } = useTradingTranslation();
  const messageId = useId();
  return (
    <Modal
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      role="alertdialog"
      size="small"
      describedBy={messageId}
      className="check-sheet"
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          {SPEC_TEXT.ok}
        </button>
      }
    >
      <p id={messageId} className="check-sheet-message">
        {message}
      </p>
    </Modal>
  );
}
