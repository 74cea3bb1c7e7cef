import type { CallAnswer, CallInput, Endpoint, Operator } from '@emas/api';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';

/**
 * The operator's session in this browser tab. It is not the account session (lib/session.ts):
 * an operator's token only opens the console's calls, and closing the tab ends it here.
 */
export type OperatorSession = Operator & { readonly token: string };

const STORAGE_KEY = 'emas.operator';
const SESSION_EXPIRED = 498;
const listeners = new Set<() => void>();

const read = (): OperatorSession | null => {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as OperatorSession);
  } catch {
    return null;
  }
};

let current: OperatorSession | null = read();

const publish = (session: OperatorSession | null) => {
  current = session;
  if (session === null) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  for (const listener of listeners) listener();
};

export const startOperatorSession = (session: OperatorSession) => publish(session);
export const endOperatorSession = () => publish(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOperatorSession = (): OperatorSession | null =>
  useSyncExternalStore(subscribe, () => current);

/** A console call with the operator's token; an expired session (498) signs the operator out. */
export const operatorCall = async <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
): Promise<CallAnswer<E>> => {
  const headers = current === null ? undefined : { Authorization: `Bearer ${current.token}` };
  try {
    return await call(endpoint, input, signal, headers);
  } catch (error) {
    if (error instanceof ApiError && error.body?.status === SESSION_EXPIRED) endOperatorSession();
    throw error;
  }
};
