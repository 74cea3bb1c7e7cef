import { useCallback, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { featureTranslation } from '../../lib/i18n.ts';
import { type ConfirmationDirection, downloadTradeConfirmation } from './download.ts';
import { confirmationMessages } from './messages.ts';

const useConfirmationTranslation = featureTranslation('confirmation', confirmationMessages);

/**
 * Downloads a trade confirmation and shows the spec's dialogs (spec 002 section 8):
 * 'Dokumen sedang Dipersiapkan' (info) while the document is being prepared (FileNotExist),
 * 'Gagal Mengunduh Dokumen' (error) on any other failure.
 */
export function useTradeConfirmationDownload() {
  const alert = useAlert();
  const { t } = useConfirmationTranslation();
  return useCallback(
    async (orderMatchId: string, direction: ConfirmationDirection) => {
      const outcome = await downloadTradeConfirmation(orderMatchId, direction);
      if (outcome === 'preparing') {
        await alert.show({
          type: 'info',
          title: t('preparingTitle'),
          message: t('preparingMessage'),
        });
      } else if (outcome === 'failed') {
        await alert.show({ type: 'error', title: t('failedTitle'), message: t('failedMessage') });
      }
      return outcome;
    },
    [alert, t],
  );
}

type ButtonProps = { orderMatchId: string; direction: ConfirmationDirection };

/** The PDF button of a trade row: one download at a time, then the dialog if any. */
export function TradeConfirmationButton({ orderMatchId, direction }: ButtonProps) {
  const { t } = useConfirmationTranslation();
  const download = useTradeConfirmationDownload();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download(orderMatchId, direction);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-secondary confirmation-download"
      aria-label={t('downloadLabel', { id: orderMatchId })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {busy ? t('downloading') : t('download')}
    </button>
  );
}
