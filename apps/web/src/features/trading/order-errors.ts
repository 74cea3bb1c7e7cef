import type { OrderType } from '@emas/domain';
import { ApiError } from '../../lib/api-client.ts';
import { SPEC_TEXT } from './spec-texts.ts';

/**
 * The descriptions of the trading failure dialogs (spec 001 section 8), read from what the
 * server answered.
 */
const MAINTENANCE = 497;

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** err_message or message of the answer's data, else the first error's detail, else its message. */
function answerDescription(json: unknown): string | null {
  const top = record(json);
  if (top === null) return null;
  const data = record(top.data);
  const firstError = Array.isArray(top.errors) ? record(top.errors[0]) : null;
  return (
    text(data?.err_message) ??
    text(data?.message) ??
    text(top.err_message) ??
    text(firstError?.detail) ??
    text(firstError?.message) ??
    text(top.message)
  );
}

const statusOf = (error: ApiError): number | null => {
  const status = record(error.json)?.status;
  return typeof status === 'number' ? status : null;
};

/**
 * 'Order Gagal': 497 on a limit order is ' Under maintenance '; no answer at all, or an answer
 * without any text, 'Please try again later'; otherwise the answer's own words.
 */
export function orderFailureDescription(error: unknown, orderType: OrderType): string {
  if (!(error instanceof ApiError) || error.offline) return SPEC_TEXT.tryAgainLater;
  if (
    orderType === 'limit' &&
    (error.httpStatus === MAINTENANCE || statusOf(error) === MAINTENANCE)
  ) {
    return SPEC_TEXT.underMaintenance;
  }
  return answerDescription(error.json) ?? SPEC_TEXT.tryAgainLater;
}

/** The server's err_message of a failed call, when it gave one. */
export function serverErrMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return text(error.body?.err_message) ?? text(record(error.json)?.err_message);
}
