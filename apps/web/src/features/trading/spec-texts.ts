import { errorMessages } from '@emas/domain';

/**
 * The spec's own words in the trading area (spec 001 sections 2, 4 and 8). They are shown as
 * written, in both languages; our own texts are in messages.ts. Texts that are also server
 * error messages come from the domain's catalogue, so both sides say the same.
 */
export const SPEC_TEXT = {
  notAvailable: errorMessages('ContractNotAvailable').en,
  preOrder: errorMessages('PreOrderContract').en,
  marketClosed: errorMessages('MarketClosed').en,
  untilCancel: 'Until Cancel',
  forDateTime: 'For Date / Time',
  reviewOrder: 'Review Order',
  depth: 'Depth',
  change: 'CHANGE',
  submitOrder: 'SUBMIT ORDER',
  backToTicket: 'BACK TO TRADE TICKET',
  orderSuccess: 'Order Sukses',
  orderFailed: 'Order Gagal',
  underMaintenance: ' Under maintenance ',
  tryAgainLater: 'Please try again later',
  detailFailed: 'Data cannot be displayed at the moment. Please try again in a few minutes.',
  detailFallback: 'something went wrong please try again in a few minutes',
  killQuestion: 'Are you sure you wish to remove this order?',
  killWarning: "You won't be able to revert this!",
  killedTitle: 'Deleted!',
  killedText: 'Your order has been deleted.',
  killFailedTitle: 'Something went wrong.',
  killFailedText: 'Please try again!',
  editQuestion: 'Are you sure want to edit this order?',
  yes: 'YES',
  no: 'NO',
  edited: 'Your order has been updated',
  editFailed: 'Failed',
  ok: 'OK',
  buy: 'BUY',
  sell: 'SELL',
  kau: 'KAU',
} as const;
