import { contractById } from '../contracts.ts';
import { type Locale, formatDecimal, formatIdr } from '../format.ts';
import { errorMessages, isErrorCode } from '../errors.ts';
import type { ShipmentStatus } from '../bullion/status.ts';
import type { NoticeKind } from './notices.ts';
import { type SupportTopic, SUPPORT_TOPICS } from './support.ts';

/** A notice as the reader sees it. */
export type NoticeText = { readonly title: string; readonly body: string };
type Params = Readonly<Record<string, string>>;

const MISSING = '-';

/** The spec's topic names, shown as written in both languages (like its tab names). */
export const SUPPORT_TOPIC_LABELS: Readonly<Record<SupportTopic, string>> = {
  general: 'General',
  trading: 'Trading',
  tech_support: 'Tech Support',
  feedback: 'Feedback',
};

const isTopic = (value: string): value is SupportTopic =>
  (SUPPORT_TOPICS as readonly string[]).includes(value);

/** A topic's label, or the stored value when it is not one of ours. */
export const supportTopicLabel = (topic: string): string =>
  isTopic(topic) ? SUPPORT_TOPIC_LABELS[topic] : topic;

const SHIPMENT_STEPS: Readonly<Record<ShipmentStatus, Record<Locale, string>>> = {
  '001': { en: 'request received', id: 'permintaan diterima' },
  '002': { en: 'request verified', id: 'permintaan diverifikasi' },
  '003': { en: 'released from the vault', id: 'dikeluarkan dari vault' },
  '004': { en: 'packed', id: 'dikemas' },
  '005': { en: 'handed to the postal service', id: 'diserahkan ke kantor pos' },
  '006': { en: 'in transit', id: 'dalam perjalanan' },
  '007': { en: 'arrived at the destination office', id: 'tiba di kantor tujuan' },
  '008': { en: 'out for delivery', id: 'sedang diantar' },
  '009': { en: 'delivered', id: 'telah diterima' },
};

/** Whole digits as a bigint, or null: a stored parameter is never trusted to be a number. */
const integerOf = (text: string | undefined): bigint | null =>
  text !== undefined && /^-?\d{1,30}$/.test(text) ? BigInt(text) : null;

const rupiah = (sen: string | undefined, locale: Locale): string => {
  const value = integerOf(sen);
  return value === null ? MISSING : formatIdr(value, locale);
};

/** Milligrams as grams with 2 decimals: '1000' → '1,00' (id). */
const grams = (mg: string | undefined, locale: Locale): string => {
  const value = integerOf(mg);
  return value === null ? MISSING : formatDecimal(value, 3, locale, 2);
};

const fillText = (params: Params, locale: Locale): NoticeText => {
  const contract = contractById(Number(params['contract_id']))?.name ?? MISSING;
  const weight = `${grams(params['quantity_mg'], locale)} g`;
  const price = rupiah(params['price_sen'], locale);
  const buying = params['direction'] === 'buy';
  if (locale === 'id') {
    const side = buying ? 'beli' : 'jual';
    return {
      title: 'Order terpenuhi',
      body: `Order ${side} ${contract} Anda terpenuhi: ${weight} pada harga ${price} per lot.`,
    };
  }
  const side = buying ? 'buy' : 'sell';
  return {
    title: 'Order filled',
    body: `Your ${side} order for ${contract} was filled: ${weight} at ${price} per lot.`,
  };
};

/** A stored reason: a catalogue code (a failed OTP step) in words, an operator's text as written. */
const reasonText = (reason: string | undefined, locale: Locale): string => {
  if (reason === undefined) return MISSING;
  if (!isErrorCode(reason)) return reason;
  const text = errorMessages(reason)[locale];
  // A message with a hole left unfilled (no value was stored) keeps only its first sentence.
  return (text.includes('{') ? (text.split(/[.!]/)[0] ?? text) : text).replace(/[.!]+$/, '');
};

const withdrawalText = (params: Params, locale: Locale): NoticeText => {
  const amount = rupiah(params['amount_sen'], locale);
  const reason = reasonText(params['reason'], locale);
  const outcome = params['outcome'];
  if (locale === 'id') {
    if (outcome === 'paid') {
      return { title: 'Penarikan dibayarkan', body: `${amount} telah dikirim ke rekening Anda.` };
    }
    const title = outcome === 'rejected' ? 'Penarikan ditolak' : 'Penarikan gagal';
    const verb = outcome === 'rejected' ? 'ditolak' : 'gagal dibayarkan';
    return {
      title,
      body: `Penarikan ${amount} Anda ${verb}: ${reason}. Dana telah kembali ke saldo Anda.`,
    };
  }
  if (outcome === 'paid') {
    return { title: 'Withdrawal paid', body: `${amount} has been sent to your account.` };
  }
  const title = outcome === 'rejected' ? 'Withdrawal rejected' : 'Withdrawal failed';
  const verb = outcome === 'rejected' ? 'was rejected' : 'could not be paid';
  return {
    title,
    body: `Your withdrawal of ${amount} ${verb}: ${reason}. The amount is back in your balance.`,
  };
};

const shipmentText = (params: Params, locale: Locale): NoticeText => {
  const status = params['status'] as ShipmentStatus;
  const step = SHIPMENT_STEPS[status]?.[locale] ?? params['status'] ?? MISSING;
  const id = params['transaction_id'] ?? MISSING;
  const receipt = params['receipt_number'];
  if (locale === 'id') {
    const tracking = receipt === undefined ? '' : ` Nomor resi ${receipt}.`;
    return { title: 'Pengiriman emas', body: `Pengiriman ${id}: ${step}.${tracking}` };
  }
  const tracking = receipt === undefined ? '' : ` Receipt number ${receipt}.`;
  return { title: 'Bullion delivery', body: `Shipment ${id}: ${step}.${tracking}` };
};

const passwordText = (locale: Locale): NoticeText =>
  locale === 'id'
    ? {
        title: 'Password diubah',
        body: 'Password Anda telah diubah. Jika bukan Anda yang mengubahnya, segera hubungi broker Anda.',
      }
    : {
        title: 'Password changed',
        body: 'Your password was changed. If this was not you, contact your broker at once.',
      };

const supportText = (params: Params, locale: Locale): NoticeText => {
  const topic = supportTopicLabel(params['topic'] ?? MISSING);
  const answer = params['answer'] ?? MISSING;
  return locale === 'id'
    ? {
        title: 'Permintaan bantuan dijawab',
        body: `Jawaban untuk permintaan ${topic} Anda: ${answer}`,
      }
    : { title: 'Support request answered', body: `The answer to your ${topic} request: ${answer}` };
};

/** A price alert that fired: the contract, the price it waited for and the trade that reached it. */
const priceAlertText = (params: Params, locale: Locale): NoticeText => {
  const contract = contractById(Number(params['contract_id']))?.name ?? MISSING;
  const target = rupiah(params['price_sen'], locale);
  const traded = rupiah(params['trade_price_sen'], locale);
  const above = params['direction'] === 'above';
  if (locale === 'id') {
    const side = above ? 'naik ke' : 'turun ke';
    return {
      title: 'Peringatan harga',
      body: `Harga ${contract} ${side} ${target} per lot: transaksi terakhir ${traded}.`,
    };
  }
  const side = above ? 'rose to' : 'fell to';
  return {
    title: 'Price alert',
    body: `${contract} ${side} ${target} per lot: last trade ${traded}.`,
  };
};

/** A recurring buy that placed no order on its market day, and why (a catalogue code). */
const recurringSkipText = (params: Params, locale: Locale): NoticeText => {
  const contract = contractById(Number(params['contract_id']))?.name ?? MISSING;
  const amount = rupiah(params['amount_sen'], locale);
  const day = params['market_day'] ?? MISSING;
  const reason = reasonText(params['reason'], locale);
  return locale === 'id'
    ? {
        title: 'Pembelian rutin dilewati',
        body: `Pembelian rutin ${contract} sebesar ${amount} pada ${day} tidak dilakukan: ${reason}.`,
      }
    : {
        title: 'Recurring buy skipped',
        body: `Your recurring buy of ${amount} of ${contract} on ${day} was not placed: ${reason}.`,
      };
};

/**
 * A notice's title and text in `locale`, from its kind and the parameters it was recorded with
 * (amounts in sen and gold in milligrams as integer strings). A missing or malformed parameter
 * shows as '-', never as an error: old notices stay readable.
 */
export const noticeText = (kind: NoticeKind, params: Params, locale: Locale): NoticeText => {
  switch (kind) {
    case 'order_fill':
      return fillText(params, locale);
    case 'withdrawal':
      return withdrawalText(params, locale);
    case 'shipment':
      return shipmentText(params, locale);
    case 'password_changed':
      return passwordText(locale);
    case 'support_answer':
      return supportText(params, locale);
    case 'price_alert':
      return priceAlertText(params, locale);
    case 'recurring_buy_skipped':
      return recurringSkipText(params, locale);
  }
};
