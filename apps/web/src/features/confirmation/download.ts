import { confirmationEndpoints } from '@emas/api/confirmation';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';
import { saveFile } from '../../lib/save-file.ts';

export type ConfirmationDirection = 'buy' | 'sell';
/** saved: the file went to the browser; preparing: FileNotExist; failed: anything else. */
export type DownloadOutcome = 'saved' | 'preparing' | 'failed';

/** The spec's file name: trade_confirmation_invoice-{id}.pdf. */
export const confirmationFileName = (orderMatchId: string): string =>
  `trade_confirmation_invoice-${orderMatchId}.pdf`;

/** Hands the PDF's bytes to the browser as a download with this name. */
export const saveBytes = (bytes: Uint8Array<ArrayBuffer>, fileName: string): void =>
  saveFile(new Blob([bytes], { type: 'application/pdf' }), fileName);

/**
 * Asks the server for the trade confirmation PDF of one side of a trade
 * (`POST /v2/igx/reports/pdf/transaction_invoice`, the bytes in `data.body.data`) and saves it
 * as `trade_confirmation_invoice-{id}.pdf`. Answers what happened; showing it is the caller's.
 */
export async function downloadTradeConfirmation(
  orderMatchId: string,
  direction: ConfirmationDirection,
): Promise<DownloadOutcome> {
  try {
    const answer = await call(confirmationEndpoints.transactionInvoice, {
      body: { order_match_id: orderMatchId, direction },
    });
    saveBytes(Uint8Array.from(answer.body.data), confirmationFileName(orderMatchId));
    return 'saved';
  } catch (error) {
    if (error instanceof ApiError && error.body?.code === 'FileNotExist') return 'preparing';
    return 'failed';
  }
}
