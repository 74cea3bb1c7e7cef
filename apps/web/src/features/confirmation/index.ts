/**
 * The trade confirmation feature's public surface: the printable /invoice page, and the PDF
 * download (helper, hook with the spec's dialogs, and the button of a trade row).
 */
export { InvoicePage } from './invoice-page.tsx';
export {
  type ConfirmationDirection,
  type DownloadOutcome,
  confirmationFileName,
  downloadTradeConfirmation,
} from './download.ts';
export { TradeConfirmationButton, useTradeConfirmationDownload } from './download-button.tsx';
