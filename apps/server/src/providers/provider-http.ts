/**
 * One way to call an outside provider's HTTP API (Xendit, Twilio, GoldAPI, Frankfurter): Node's
 * fetch with a deadline, a bounded answer, and retries only where a second send cannot do
 * anything twice. The caller decides what the answer means; this only tells an answer from no
 * answer. Nothing here logs: headers carry the providers' secrets.
 */

export type ProviderRequest = {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The deadline of each send, answer body included. */
  readonly timeoutMs: number;
  /**
   * Safe to send again: a GET, or a POST the provider dedupes by an idempotency key. Anything
   * else (an SMS) is sent once, whatever happens.
   */
  readonly idempotent: boolean;
};

/**
 * What came back: an answer below 500 (success or the provider's own refusal, for the caller
 * to read), or nothing we can rely on: no answer in time, a broken connection, or a 5xx, after
 * which the request may or may not have been carried out.
 */
export type ProviderAnswer =
  | { readonly kind: 'answered'; readonly status: number; readonly body: string }
  | { readonly kind: 'no_answer'; readonly reason: string };

/** Sends of an idempotent request: the first and one more. */
export const PROVIDER_SENDS_MAX = 2;
/** The largest answer read; providers answer a few kilobytes. */
export const PROVIDER_ANSWER_BYTES_MAX = 1_048_576;

const sendOnce = async (request: ProviderRequest): Promise<ProviderAnswer> => {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const declaredBytes = Number(response.headers.get('content-length') ?? 0);
    const body = declaredBytes > PROVIDER_ANSWER_BYTES_MAX ? '' : await response.text();
    if (declaredBytes > PROVIDER_ANSWER_BYTES_MAX || body.length > PROVIDER_ANSWER_BYTES_MAX) {
      return { kind: 'no_answer', reason: 'the answer is too large' };
    }
    if (response.status >= 500) return { kind: 'no_answer', reason: `HTTP ${response.status}` };
    return { kind: 'answered', status: response.status, body };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { kind: 'no_answer', reason: timedOut ? 'no answer in time' : 'connection failed' };
  }
};

/** Sends the request, and once more after no answer when that is safe. */
export const callProvider = async (request: ProviderRequest): Promise<ProviderAnswer> => {
  const sends = request.idempotent ? PROVIDER_SENDS_MAX : 1;
  let answer = await sendOnce(request);
  for (let sent = 1; sent < sends && answer.kind === 'no_answer'; sent += 1) {
    answer = await sendOnce(request);
  }
  return answer;
};

/** The HTTP Basic credentials header of a user and password (Xendit: the key and no password). */
export const basicAuthorization = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

type Reviver = (key: string, value: unknown, context: { readonly source?: string }) => unknown;

/**
 * An answer's JSON with every number kept as its own text ("2650.355"), so a price never passes
 * through a float (JSON.parse source text access, Node 24). Null when the body is not JSON.
 */
export const parseJsonKeepingNumbers = (body: string): unknown => {
  const keepNumberText: Reviver = (_key, value, context) =>
    typeof value === 'number' ? context.source : value;
  try {
    return JSON.parse(body, keepNumberText as Parameters<typeof JSON.parse>[1]);
  } catch {
    return null;
  }
};

/** A field of a parsed JSON object, if the value is an object. */
export const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** A field as text (numbers were kept as text), or null. */
export const textFieldOf = (value: unknown, name: string): string | null => {
  const field = fieldOf(value, name);
  return typeof field === 'string' ? field : null;
};
