import { Socket } from 'node:net';
import { WebSocket } from 'ws';

/**
 * Writing a frame built once straight to a WebSocket's TCP socket, past ws's `send`. ws's `send`
 * frames the data again for every socket (an options object, a header buffer, a two-buffer
 * corked write); the direct write is one `write` of the shared frame, which is what a broadcast
 * to many sockets spends its time on.
 *
 * This relies on private fields of ws 8 (lib/websocket.js `_socket`, `_sender`; lib/sender.js
 * `_state`, `_queue`, `_firstFragment`), checked when a socket is admitted: a socket without
 * them (a test stand-in, or a later ws that renamed them) simply keeps using `send`. The tests
 * with real ws sockets fail if the installed ws stops taking the direct path.
 */

/** What ws's Sender holds outside the TCP socket: a frame waiting there must go out first. */
type WsSenderState = {
  /** 0 (DEFAULT) unless the sender is compressing a message or reading a Blob. */
  readonly _state: number;
  /** Sends waiting for the compression or Blob read to end. */
  readonly _queue: readonly unknown[];
  /** False between the fragments of a message sent in parts (`send` with `fin: false`). */
  readonly _firstFragment: boolean;
};

export type DirectWriter = { readonly tcp: Socket; readonly sender: WsSenderState };

type WsInternals = { readonly _socket?: unknown; readonly _sender?: unknown };

const isSenderState = (value: unknown): value is WsSenderState => {
  if (typeof value !== 'object' || value === null) return false;
  const sender = value as { readonly [K in keyof WsSenderState]?: unknown };
  return (
    typeof sender._state === 'number' &&
    Array.isArray(sender._queue) &&
    typeof sender._firstFragment === 'boolean'
  );
};

/** The TCP socket and sender under an open ws WebSocket, or null for anything else. */
export const directWriterOf = (socket: unknown): DirectWriter | null => {
  if (!(socket instanceof WebSocket)) return null;
  const { _socket: tcp, _sender: sender } = socket as unknown as WsInternals;
  if (!(tcp instanceof Socket) || !isSenderState(sender)) return null;
  return { tcp, sender };
};

/**
 * True when ws would itself write a frame sent now straight to the TCP socket (Sender.send:
 * nothing compressing, nothing queued, no message half sent), so a frame written there directly
 * keeps its place after every frame sent before. The TCP socket's own write buffer keeps order
 * by itself, and its length still counts in the WebSocket's `bufferedAmount`.
 */
export const canWriteDirect = ({ tcp, sender }: DirectWriter): boolean =>
  sender._state === 0 && sender._queue.length === 0 && sender._firstFragment && tcp.writable;
