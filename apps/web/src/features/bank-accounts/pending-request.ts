/*
 * The add flow's request between its screens (spec 000 section 2: identity-verification needs
 * a request key, or it goes back to Add Bank Account). Kept in sessionStorage so a reload on a
 * step keeps the flow, and a closed tab ends it; the server refuses the key after 24 hours.
 */

const KEY = 'emas.bankAccountRequest';

export type PendingRequest = {
  readonly requestKey: string;
  readonly expiresAtMs: number;
  readonly bankName: string;
  readonly accountNo: string;
  readonly accountName: string;
  /** Set by the identity step; the photo step needs it. */
  readonly validationString: string | null;
};

export function readPendingRequest(nowMs: number = Date.now()): PendingRequest | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    const request = JSON.parse(text) as PendingRequest;
    if (typeof request.requestKey !== 'string' || request.expiresAtMs <= nowMs) return null;
    return request;
  } catch {
    return null;
  }
}

export function savePendingRequest(request: PendingRequest): void {
  sessionStorage.setItem(KEY, JSON.stringify(request));
}

export function clearPendingRequest(): void {
  sessionStorage.removeItem(KEY);
}
